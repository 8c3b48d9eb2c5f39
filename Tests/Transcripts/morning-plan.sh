sherpa coach --apply
