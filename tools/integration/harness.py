"""A tiny harness for the integration suites: start layoutd on a free loopback port,
speak HTTP to it, and count checks. Standard library only."""
import http.client
import json
import os
import socket
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
BINARY = os.environ.get("LAYOUTD_BIN", os.path.join(ROOT, ".build", "release", "layoutd"))


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class Server:
    """layoutd in a child process, stopped (SIGTERM, then SIGKILL) on exit."""

    def __init__(self, *flags, env=None):
        self.port = free_port()
        self.log = open(os.path.join(os.environ.get("TMPDIR", "/tmp"), f"layoutd-{self.port}.log"), "w+")
        full_env = dict(os.environ, **(env or {}))
        self.process = subprocess.Popen(
            [BINARY, "--port", str(self.port), *flags], stdout=self.log, stderr=subprocess.STDOUT, env=full_env)
        deadline = time.time() + 20
        while time.time() < deadline:
            try:
                status, _, _ = self.request("GET", "/healthz")
                if status == 200:
                    return
            except OSError:
                time.sleep(0.05)
            if self.process.poll() is not None:
                raise RuntimeError(f"layoutd exited with {self.process.returncode}: {self.output()}")
        raise RuntimeError("layoutd did not become healthy within 20 s")

    def request(self, method, path, body=None, headers=None, timeout=20):
        conn = http.client.HTTPConnection("127.0.0.1", self.port, timeout=timeout)
        try:
            if isinstance(body, (dict, list)):
                body = json.dumps(body).encode()
                headers = {"Content-Type": "application/json", **(headers or {})}
            conn.request(method, path, body=body, headers=headers or {})
            response = conn.getresponse()
            return response.status, {k.lower(): v for k, v in response.getheaders()}, response.read()
        finally:
            conn.close()

    def output(self):
        self.log.flush()
        self.log.seek(0)
        return self.log.read()

    def stop(self, timeout=35):
        if self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(timeout)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
        return self.process.returncode

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.stop()


class Checks:
    def __init__(self, suite):
        self.suite = suite
        self.passed = 0
        self.failed = 0

    def check(self, name, condition, detail=""):
        if condition:
            self.passed += 1
        else:
            self.failed += 1
            print(f"FAIL {self.suite}: {name} {detail}".rstrip(), flush=True)

    def run(self, name, function):
        try:
            function()
        except Exception as error:  # a crashed check is a failed check, with its reason
            self.failed += 1
            print(f"FAIL {self.suite}: {name} raised {type(error).__name__}: {error}", flush=True)

    def finish(self):
        print(f"{self.suite}: {self.passed} passed, {self.failed} failed", flush=True)
        sys.exit(1 if self.failed else 0)
