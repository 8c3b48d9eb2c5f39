sherpa config set color always
