#!/usr/bin/env python3
"""A scripted model server on 127.0.0.1 for the model-backed coach's tests.

It speaks OpenAI's chat completions (POST .../chat/completions) and Anthropic's Messages
API (POST .../messages), streaming server-sent events as each provider does. Each request
takes the next step of the script (the last step repeats); every request is appended to the
log as one JSON line: {"path", "headers", "body"}.

    model_server.py --script SCRIPT.json --log LOG.jsonl --port-file PORT

A step is an object:
    {"reply": "text"}                  the reply, streamed a few characters at a time
    {"tool": "log", "arguments": {...}} a tool call (after "reply" text when both are given)
    {"delay": 3}                       seconds of silence before the first byte
    {"drop": 4}                        the stream is cut after its event number 4
    {"status": 429}                    an HTTP error with the provider's error body
    {"garbage": true}                  data lines that are not JSON
    {"usage": 1234}                    the tokens the provider reports (default 42)
"""
import argparse
import json
import socketserver
import sys
import threading
import time
from http.server import BaseHTTPRequestHandler, HTTPServer


class Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def log_message(self, *args):
        pass

    def do_POST(self):
        length = int(self.headers.get("content-length", "0"))
        body = self.rfile.read(length).decode("utf-8")
        server = self.server
        with server.lock:
            step = server.script[min(server.count, len(server.script) - 1)]
            server.count += 1
            with open(server.log_path, "a") as log:
                log.write(json.dumps({
                    "path": self.path,
                    "headers": {k.lower(): v for k, v in self.headers.items()},
                    "body": json.loads(body),
                }) + "\n")
        anthropic = self.path.endswith("/messages")
        time.sleep(step.get("delay", 0))
        if "status" in step:
            payload = json.dumps({"error": {"type": "error", "message": "scripted %d" % step["status"]}})
            self.send_response(step["status"])
            self.send_header("content-type", "application/json")
            self.send_header("content-length", str(len(payload)))
            self.end_headers()
            self.wfile.write(payload.encode())
            return
        self.send_response(200)
        self.send_header("content-type", "text/event-stream")
        self.send_header("connection", "close")
        self.end_headers()
        events = anthropic_events(step) if anthropic else openai_events(step)
        for n, event in enumerate(events):
            self.wfile.write(event.encode())
            self.wfile.flush()
            if "drop" in step and n == step["drop"]:
                self.wfile.flush()
                self.connection.shutdown(2)
                return
            time.sleep(0.005)
        self.close_connection = True


def pieces(text):
    return [text[i:i + 7] for i in range(0, len(text), 7)]


def openai_events(step):
    if step.get("garbage"):
        return ["data: {not json\n\n", "data: <html>\n\n"]
    def chunk(delta, finish=None, **extra):
        value = {"id": "c1", "object": "chat.completion.chunk", "choices": [
            {"index": 0, "delta": delta, "finish_reason": finish}]}
        value.update(extra)
        return "data: " + json.dumps(value) + "\n\n"
    out = [": keep-alive\n\n", chunk({"role": "assistant", "content": ""})]
    out += [chunk({"content": piece}) for piece in pieces(step.get("reply", ""))]
    if "tool" in step:
        arguments = json.dumps(step.get("arguments", {}))
        out.append(chunk({"tool_calls": [{"index": 0, "id": "call_1", "type": "function",
                                          "function": {"name": step["tool"], "arguments": ""}}]}))
        for piece in pieces(arguments):
            out.append(chunk({"tool_calls": [{"index": 0, "function": {"arguments": piece}}]}))
    out.append(chunk({}, "tool_calls" if "tool" in step else "stop"))
    usage = {"prompt_tokens": 30, "completion_tokens": 12, "total_tokens": step.get("usage", 42)}
    out.append("data: " + json.dumps({"id": "c1", "choices": [], "usage": usage}) + "\n\n")
    out.append("data: [DONE]\n\n")
    return out


def anthropic_events(step):
    if step.get("garbage"):
        return ["event: message_start\ndata: {oops\n\n"]
    def event(name, value):
        value["type"] = name
        return "event: %s\ndata: %s\n\n" % (name, json.dumps(value))
    usage = step.get("usage", 42)
    out = [event("message_start", {"message": {"id": "m1", "role": "assistant",
                                               "usage": {"input_tokens": usage - 12, "output_tokens": 1}}})]
    index = 0
    if step.get("reply"):
        out.append(event("content_block_start", {"index": 0, "content_block": {"type": "text", "text": ""}}))
        out.append(event("ping", {}))
        out += [event("content_block_delta", {"index": 0, "delta": {"type": "text_delta", "text": p}})
                for p in pieces(step["reply"])]
        out.append(event("content_block_stop", {"index": 0}))
        index = 1
    if "tool" in step:
        out.append(event("content_block_start", {"index": index, "content_block": {
            "type": "tool_use", "id": "toolu_1", "name": step["tool"], "input": {}}}))
        for piece in pieces(json.dumps(step.get("arguments", {}))):
            out.append(event("content_block_delta", {"index": index, "delta": {
                "type": "input_json_delta", "partial_json": piece}}))
        out.append(event("content_block_stop", {"index": index}))
    out.append(event("message_delta", {"delta": {"stop_reason": "end_turn"}, "usage": {"output_tokens": 12}}))
    out.append(event("message_stop", {}))
    return out


class Server(socketserver.ThreadingMixIn, HTTPServer):
    daemon_threads = True


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--script", required=True)
    parser.add_argument("--log", required=True)
    parser.add_argument("--port-file", required=True)
    args = parser.parse_args()
    server = Server(("127.0.0.1", 0), Handler)
    server.script = json.load(open(args.script))
    server.count = 0
    server.lock = threading.Lock()
    server.log_path = args.log
    open(args.log, "w").close()
    with open(args.port_file + ".tmp", "w") as f:
        f.write(str(server.server_address[1]))
    import os
    os.rename(args.port_file + ".tmp", args.port_file)
    # Ends with its parent: the test closes stdin.
    threading.Thread(target=lambda: (sys.stdin.read(), os._exit(0)), daemon=True).start()
    server.serve_forever()


if __name__ == "__main__":
    main()
