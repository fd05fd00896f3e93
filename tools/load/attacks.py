"""Hostile input for layoutd: raw-socket HTTP (smuggling shapes, header and body bombs,
slowloris) and pathological request documents. Used by tools/integration/test_reliability.py;
standard library only."""
import json
import re
import select
import socket
import threading
import time

STATUS = re.compile(rb"HTTP/1\.1 (\d{3}) ")


def exchange(port, data, timeout=5.0, pause_after=None):
    """Sends `data` on a fresh connection and reads until the server closes or `timeout`.
    Returns (every status seen in order, raw bytes, whether the server closed)."""
    sock = socket.create_connection(("127.0.0.1", port), timeout=timeout)
    out, closed = b"", False
    try:
        try:
            sock.sendall(data)
        except (BrokenPipeError, ConnectionResetError):
            pass  # the server may refuse before reading all we send: its answer is what counts
        deadline = time.time() + timeout
        while time.time() < deadline:
            try:
                chunk = sock.recv(65536)
            except socket.timeout:
                break
            except ConnectionResetError:
                closed = True
                break
            if not chunk:
                closed = True
                break
            out += chunk
    finally:
        sock.close()
    return [int(s) for s in STATUS.findall(out)], out, closed


def post_head(length=None, extra=""):
    head = "POST /v1/layout HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
    if length is not None:
        head += f"Content-Length: {length}\r\n"
    return head + extra


SMALL = b'{"root":{"id":"r"},"sizes":[{"width":10,"height":10}]}'
SMUGGLED = b"GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n"


def smuggling_cases():
    """(name, bytes, allowed first statuses). Each ends with a second, smuggled request that
    must never be answered: the server refuses the first and closes."""
    n = len(SMALL)
    chunked = b"%x\r\n%s\r\n0\r\n\r\n" % (n, SMALL)
    return [
        ("CL and TE", (post_head(n, "Transfer-Encoding: chunked\r\n\r\n")).encode() + chunked + SMUGGLED, {400}),
        ("TE and CL", (post_head(None, f"Transfer-Encoding: chunked\r\nContent-Length: {n}\r\n\r\n")).encode()
         + chunked + SMUGGLED, {400}),
        ("two different CL", (post_head(n, f"Content-Length: {n + 5}\r\n\r\n")).encode() + SMALL + SMUGGLED, {400}),
        ("two equal CL", (post_head(n, f"Content-Length: {n}\r\n\r\n")).encode() + SMALL + SMUGGLED, {400}),
        ("CL list", (post_head(None, f"Content-Length: {n}, {n}\r\n\r\n")).encode() + SMALL + SMUGGLED, {400}),
        ("CL plus sign", (post_head(None, f"Content-Length: +{n}\r\n\r\n")).encode() + SMALL + SMUGGLED, {400}),
        ("CL negative", (post_head(None, "Content-Length: -1\r\n\r\n")).encode() + SMALL + SMUGGLED, {400}),
        ("CL hex", (post_head(None, f"Content-Length: 0x{n:x}\r\n\r\n")).encode() + SMALL + SMUGGLED, {400}),
        ("CL overflow", (post_head(None, "Content-Length: 99999999999999999999999999\r\n\r\n")).encode()
         + SMALL + SMUGGLED, {400, 413}),
        ("TE gzip", (post_head(None, "Transfer-Encoding: gzip\r\n\r\n")).encode() + SMALL + SMUGGLED, {501}),
        ("TE gzip, chunked", (post_head(None, "Transfer-Encoding: gzip, chunked\r\n\r\n")).encode()
         + chunked + SMUGGLED, {501}),
        ("TE identity", (post_head(None, "Transfer-Encoding: identity\r\n\r\n")).encode() + SMALL + SMUGGLED,
         {501}),
        ("space before colon", (post_head(None, "Transfer-Encoding : chunked\r\n\r\n")).encode()
         + chunked + SMUGGLED, {400}),
        ("obs-fold TE", (post_head(None, "Transfer-Encoding:\r\n chunked\r\n\r\n")).encode() + chunked + SMUGGLED,
         {400}),
        ("chunk size overflow", (post_head(None, "Transfer-Encoding: chunked\r\n\r\n")).encode()
         + b"fffffffffffffffffff\r\n" + SMALL + b"\r\n0\r\n\r\n" + SMUGGLED, {400, 413}),
        ("chunk size not hex", (post_head(None, "Transfer-Encoding: chunked\r\n\r\n")).encode()
         + b"zz\r\n" + SMALL + b"\r\n0\r\n\r\n" + SMUGGLED, {400}),
        ("bare LF in request line", b"GET /healthz HTTP/1.1\nHost: x\r\n\r\n" + SMUGGLED, {400}),
        ("NUL in header", (post_head(n, "X-A: a\x00b\r\n\r\n")).encode() + SMALL + SMUGGLED, {400}),
    ]


def header_bomb_cases():
    """(name, bytes, allowed statuses): all refused before any work, the server stays up."""
    return [
        ("one 17 KiB header", (f"GET /healthz HTTP/1.1\r\nHost: x\r\nX-Big: {'a' * (17 << 10)}\r\n\r\n").encode(),
         {431}),
        ("2,000 small headers", ("GET /healthz HTTP/1.1\r\nHost: x\r\n" + "".join(
            f"X-{i}: v\r\n" for i in range(2000)) + "\r\n").encode(), {431}),
        ("100 KiB path", (f"GET /{'a' * (100 << 10)} HTTP/1.1\r\nHost: x\r\n\r\n").encode(), {414}),
    ]


class Slowloris:
    """`count` connections, each sending one more byte every second: of an endless header,
    or (body=True) of a body promised at 1 MB."""

    def __init__(self, port, count, body=False):
        self.sockets = []
        start = post_head(1 << 20, "\r\n").encode() if body else b"POST /v1/layout HTTP/1.1\r\nHost: x\r\nX-Slow: "
        for _ in range(count):
            s = socket.create_connection(("127.0.0.1", port), timeout=5)
            s.sendall(start)
            self.sockets.append(s)
        self.stop_flag = threading.Event()
        self.closed_by_server = 0
        self.thread = threading.Thread(target=self._feed, daemon=True)
        self.thread.start()

    def _feed(self):
        while not self.stop_flag.wait(1.0):
            # A server that gives up answers (408) or closes: either makes the socket readable,
            # which a send would only notice a round trip later.
            readable, _, _ = select.select(self.sockets, [], [], 0) if self.sockets else ([], [], [])
            for s in readable:
                self.sockets.remove(s)
                self.closed_by_server += 1
                s.close()
            for s in list(self.sockets):
                try:
                    s.send(b"a")
                except OSError:
                    self.sockets.remove(s)
                    self.closed_by_server += 1
                    s.close()

    def stop(self):
        self.stop_flag.set()
        self.thread.join()
        for s in self.sockets:
            s.close()


# Pathological request documents. Each is valid JSON; the server must answer 200, a clear
# 422, or 503 (solve-timeout) within its deadline.

def chain(n_views, extra=0):
    """n views in a row, 4 required constraints each, plus `extra` redundant ones: 4n + extra."""
    children = [{"id": f"v{i}"} for i in range(n_views)]
    constraints = []
    for i in range(n_views):
        left = "root.left" if i == 0 else f"v{i - 1}.right"
        constraints += [f"v{i}.left == {left} + 1", f"v{i}.width == 2", f"v{i}.top == root.top",
                        f"v{i}.height == 3"]
    constraints += [f"v0.width >= {k / 10}" for k in range(extra)]
    return {"root": {"id": "root", "children": children}, "constraints": constraints,
            "sizes": [{"width": 1000, "height": 100}]}


def ties(n_views):
    """Every view pulled to three different widths at one equal optional priority."""
    children = [{"id": f"v{i}"} for i in range(n_views)]
    constraints = []
    for i in range(n_views):
        constraints += [f"v{i}.width == 10 @500", f"v{i}.width == 20 @500", f"v{i}.width >= 15 @500",
                        f"v{i}.left == root.left", f"v{i}.top == root.top", f"v{i}.height == v{i}.width @500"]
        if i:
            constraints.append(f"v{i}.width == v{i - 1}.width @500")
    return {"root": {"id": "root", "children": children}, "constraints": constraints,
            "sizes": [{"width": 320, "height": 480}]}


def coefficients():
    """Multipliers and constants from 1e-9 to 1e9 (the reader's magnitude limit), and a chain
    whose widths grow as 1.5^k, far past any number the document itself may hold."""
    children = [{"id": f"v{i}"} for i in range(200)]
    constraints = [{"first": "v0.width", "relation": "==", "constant": 1e-9},
                   {"first": "v0.height", "relation": "==", "second": "v0.width", "multiplier": 1e9},
                   {"first": "v1.width", "relation": "<=", "constant": 1e9},
                   {"first": "v1.height", "relation": "==", "second": "v1.width", "multiplier": 1e-9,
                    "constant": 1e-7}]
    for i in range(2, 200):
        constraints.append({"first": f"v{i}.width", "relation": "==", "second": f"v{i - 1}.width",
                            "multiplier": 1.5, "constant": 1})
    for i in range(200):
        constraints += [f"v{i}.left == root.left", f"v{i}.top == root.top"]
    return {"root": {"id": "root", "children": children}, "constraints": constraints,
            "sizes": [{"width": 320, "height": 480}]}


def near_parallel():
    """Pairs of constraints that differ in the 7th digit of a multiplier: almost the same
    line, so the solver meets tiny pivots."""
    children = [{"id": f"v{i}"} for i in range(400)]
    constraints = []
    for i in range(0, 400, 2):
        a, b = f"v{i}", f"v{i + 1}"
        constraints += [
            {"first": f"{a}.width", "relation": "==", "second": f"{b}.width", "multiplier": 1.0000001,
             "constant": 1},
            {"first": f"{a}.width", "relation": "==", "second": f"{b}.width", "multiplier": 1.0, "priority": 999},
            {"first": f"{a}.width", "relation": ">=", "second": f"{b}.width", "multiplier": 0.9999999},
            f"{a}.left == root.left", f"{a}.top == root.top", f"{a}.height == 1",
            f"{b}.left == root.left", f"{b}.top == root.top", f"{b}.height == 1",
        ]
    return {"root": {"id": "root", "children": children}, "constraints": constraints,
            "sizes": [{"width": 320, "height": 480}]}


def nested_arrays(depth):
    return b'{"root":{"id":"r"},"sizes":[{"width":1,"height":1}],"x":' + b"[" * depth + b"]" * depth + b"}"


def body(doc):
    return json.dumps(doc, separators=(",", ":")).encode()
