"""The real layoutd binary over loopback: routes, errors, caching, keys, CORS, shutdown."""
import json
import os
import signal
import socket
import subprocess
import time

from harness import BINARY, ROOT, Checks, Server, free_port

checks = Checks("server")
check = checks.check

DOC = {
    "root": {"id": "root", "children": [{"id": "title", "intrinsicSize": {"width": 120, "height": 21}}]},
    "constraints": ["title.centerX == root.centerX", "title.top == root.safeArea.top + 8"],
    "sizes": [{"width": 320, "height": 568}],
    "safeAreaInsets": {"top": 20, "left": 0, "bottom": 0, "right": 0},
}


def command_line():
    out = subprocess.run([BINARY, "--help"], capture_output=True, text=True, timeout=10)
    check("--help exits 0", out.returncode == 0, out.stderr)
    check("--help lists flags", "--solve-timeout-ms" in out.stdout)
    for args in (["--bogus"], ["--port", "x"], ["--workers", "0"], ["--tls-cert", "a"]):
        out = subprocess.run([BINARY, *args], capture_output=True, text=True, timeout=10)
        check(f"{args} exits 2", out.returncode == 2, str(out.returncode))
        check(f"{args} says one line", out.stderr.count("\n") == 1 and out.stderr.startswith("layoutd: "), out.stderr)
    out = subprocess.run([BINARY], capture_output=True, text=True, timeout=10, env=dict(os.environ, LAYOUTD_PORT="-5"))
    check("bad env twin exits 2", out.returncode == 2 and "LAYOUTD_PORT" in out.stderr, out.stderr)
    for args in (["--help"], ["--version"]):
        out = subprocess.run([BINARY, *args], capture_output=True, text=True, timeout=10,
                             env=dict(os.environ, LAYOUTD_PORT="abc"))
        check(f"{args} ignores a bad env twin", out.returncode == 0, out.stderr)
    out = subprocess.run([BINARY, "--help"], capture_output=True, text=True, timeout=10)
    check("--help shows the redis password form", "redis://[[user]:password@]host[:port][/db]" in out.stdout)


def solve_command():
    doc = json.dumps(DOC).encode()
    out = subprocess.run([BINARY, "solve", "-"], input=doc, capture_output=True, timeout=20)
    check("solve - exits 0", out.returncode == 0, out.stderr.decode())
    answer = json.loads(out.stdout)
    frame = answer["layouts"][0]["frames"]["title"]
    # centerX: (320 - 120) / 2 = 100; top: safe area top 20 + 8 = 28.
    check("solve answer", frame == {"x": 100, "y": 28, "width": 120, "height": 21}, str(frame))
    out = subprocess.run([BINARY, "solve", "-"], input=b'{"root": {"id": "r"}, "bogus": 1}', capture_output=True, timeout=20)
    check("solve invalid exits 2", out.returncode == 2, str(out.returncode))
    problem = json.loads(out.stdout)
    check("solve invalid prints problem", problem.get("status") == 422 and problem.get("pointer") == "/bogus", str(problem))
    for command in ("solve", "svg"):
        out = subprocess.run([BINARY, command, "/nonexistent.json"], capture_output=True, text=True, timeout=20)
        # docs/server.md#running keeps exit 1 for internal errors; an unreadable file is the user's.
        check(f"{command} missing file exits 2", out.returncode == 2, str(out.returncode))
        check(f"{command} missing file names the command", out.stderr.startswith(f"layoutd {command}: cannot open"),
              out.stderr)


def routes(server):
    status, headers, body = server.request("POST", "/v1/layout", DOC)
    check("POST 200", status == 200, f"{status} {body[:300]}")
    answer = json.loads(body)
    check("answer hash", answer["hash"].startswith("sha256:") and len(answer["hash"]) == 71)
    check("ETag is the hash", headers.get("etag") == f'"{answer["hash"]}"', str(headers))
    check("first is a miss", headers.get("x-cache") == "miss", str(headers))
    check("Vary", headers.get("vary") == "Accept, Accept-Encoding", str(headers))
    check("CORS expose", "X-Cache" in headers.get("access-control-expose-headers", ""))

    status, headers, again = server.request("POST", "/v1/layout", DOC)
    check("repeat is a hit", status == 200 and headers.get("x-cache") == "hit", str(headers))
    check("hit is byte-identical", again == body)
    respelled = json.dumps(DOC, indent=3, sort_keys=True).replace("568", "568.0").encode()
    status, headers, third = server.request(
        "POST", "/v1/layout", respelled, {"Content-Type": "application/json; charset=utf-8"})
    check("respelled document hits by hash", headers.get("x-cache") == "hit" and third == body, str(headers))

    h = answer["hash"]
    status, headers, cached = server.request("GET", f"/v1/layout/{h}")
    check("GET by hash", status == 200 and cached == body, str(status))
    status, headers, _ = server.request("GET", f"/v1/layout/{h}", headers={"If-None-Match": f'"{h}"'})
    check("If-None-Match 304", status == 304 and headers.get("etag") == f'"{h}"', str(status))
    status, headers, empty = server.request("HEAD", f"/v1/layout/{h}")
    check("HEAD by hash", status == 200 and empty == b"", str(status))
    status, headers, _ = server.request("GET", "/v1/layout/sha256:" + "0" * 64)
    check("unknown hash 404", status == 404 and headers.get("content-type") == "application/problem+json", str(status))
    for method in ("GET", "HEAD"):
        for accept in ("text/html", "application/json;q=0", "image/svg+xml"):
            status, _, _ = server.request(method, f"/v1/layout/{h}", headers={"Accept": accept})
            check(f"{method} by hash with Accept {accept} is 406", status == 406, str(status))
    status, _, payload = server.request("GET", "/v1/layout/abc")
    check("malformed hash 404 says what a hash is", status == 404
          and "sha256: followed by 64 lowercase hex digits" in json.loads(payload).get("detail", ""), payload[:300])

    def problem(name, status_wanted, method, path, body=None, hdrs=None, pointer=None):
        status, headers, payload = server.request(method, path, body, hdrs)
        ok = status == status_wanted and headers.get("content-type") == "application/problem+json"
        detail = payload[:300]
        if ok:
            doc = json.loads(payload)
            ok = doc.get("status") == status_wanted and doc.get("type", "").startswith("https://layoutd.dev/problems/")
            if pointer is not None:
                ok = ok and doc.get("pointer") == pointer
        check(name, ok, f"{status} {detail}")
        return headers

    raw = json.dumps(DOC).encode()
    problem("415 text/plain", 415, "POST", "/v1/layout", raw, {"Content-Type": "text/plain"})
    problem("415 no content type", 415, "POST", "/v1/layout", raw, {})
    problem("415 gzip body", 415, "POST", "/v1/layout", raw, {"Content-Type": "application/json", "Content-Encoding": "gzip"})
    problem("415 identity body", 415, "POST", "/v1/layout", raw,
            {"Content-Type": "application/json", "Content-Encoding": "identity"})
    status, _, _ = server.request("POST", "/v1/layout", raw, {"Content-Type": "application/json;"})
    check("trailing semicolon in Content-Type", status == 200, str(status))
    status, _, payload = server.request("POST", "/v1/layout", b"", {"Content-Type": "application/json"})
    check("empty body says so", status == 400 and json.loads(payload).get("detail")
          == "the request body is empty; send a layout document", payload[:300])
    problem("406", 406, "POST", "/v1/layout", raw, {"Content-Type": "application/json", "Accept": "text/html"})
    problem("400 malformed", 400, "POST", "/v1/layout", b'{"root": ', {"Content-Type": "application/json"})
    problem("400 duplicate member", 400, "POST", "/v1/layout", b'{"root": {"id": "a"}, "root": {"id": "b"}}',
            {"Content-Type": "application/json"})
    problem("422 unknown member", 422, "POST", "/v1/layout", {**DOC, "bogus": True}, pointer="/bogus")
    problem("422 no size", 422, "POST", "/v1/layout", {"root": {"id": "r"}}, pointer="/sizes")
    problem("404", 404, "GET", "/nope")
    headers = problem("405", 405, "DELETE", "/v1/layout")
    check("405 Allow", "POST" in headers.get("allow", ""), str(headers))

    status, headers, _ = server.request("OPTIONS", "/v1/layout", headers={
        "Origin": "https://example.com", "Access-Control-Request-Method": "POST"})
    check("preflight 204", status == 204, str(status))
    check("preflight methods", headers.get("access-control-allow-methods") == "GET, HEAD, POST, OPTIONS")
    check("preflight headers", headers.get("access-control-allow-headers") == "Authorization, Content-Type, Accept, If-None-Match")
    check("preflight max age", headers.get("access-control-max-age") == "600")

    status, _, text = server.request("GET", "/metrics")
    check("metrics", status == 200 and b'layoutd_requests_total{route="/v1/layout",status="200"}' in text, text[:200])
    check("metrics cache", b'layoutd_cache_hits_total{tier="memory"}' in text)
    status, headers, spec = server.request("GET", "/openapi.yaml")
    with open(os.path.join(ROOT, "openapi.yaml"), "rb") as f:
        check("openapi.yaml served as is", status == 200 and spec == f.read(), str(status))
    status, _, ready = server.request("GET", "/readyz")
    check("readyz", status == 200, str(status))

    # A resize reuses the warm solver of the same structure and still equals a cold solve.
    # DOC is small (under 1 KiB of canonical form): its first request kept no system, so
    # the first resize builds one cold and keeps it, and the second is warm
    # (`Pipeline.keptOnSecondUseBytes`).
    for width in (330, 340):
        resized = dict(DOC, sizes=[{"width": width, "height": 568}])
        status, headers, warm = server.request("POST", "/v1/layout", resized)
        cold = subprocess.run([BINARY, "solve", "-"], input=json.dumps(resized).encode(),
                              capture_output=True, timeout=20).stdout.rstrip(b"\n")
        check(f"resize to {width} is a miss", headers.get("x-cache") == "miss", str(headers))
        check(f"resize to {width} equals a cold solve", warm == cold, f"{warm[:200]} vs {cold[:200]}")
    status, _, text = server.request("GET", "/metrics")
    check("resizes hit the structure cache", b'layoutd_cache_hits_total{tier="structure"} 1' in text,
          [l for l in text.decode().splitlines() if "structure" in l])

    # On a warm structure only the sizes are decoded: bad sizes are refused as a cold read
    # refuses them, and the warm system survives the refusal.
    bad = dict(DOC, sizes=[{"width": -1, "height": 568}])
    status, _, body = server.request("POST", "/v1/layout", bad)
    cold = subprocess.run([BINARY, "solve", "-"], input=json.dumps(bad).encode(), capture_output=True, timeout=20)
    check("warm bad size 422", status == 422 and json.loads(body).get("pointer") == "/sizes/0/width", body[:300])
    check("warm bad size as cold", json.loads(body) == json.loads(cold.stdout), f"{body[:200]} vs {cold.stdout[:200]}")
    status, _, _ = server.request("POST", "/v1/layout", dict(DOC, sizes=[{"width": 350, "height": 568}]))
    status, _, text = server.request("GET", "/metrics")
    check("a refused resize keeps the warm system", b'layoutd_cache_hits_total{tier="structure"} 3' in text,
          [l for l in text.decode().splitlines() if "structure" in l])

    # A resize by reference: the structure every answer names, laid out at new sizes without
    # the document, answers byte for byte what POSTing the document with those sizes does.
    structure = answer["structure"]
    check("answer names its structure", structure.startswith("sha256:") and len(structure) == 71
          and structure != answer["hash"], structure)
    def solved(doc):
        return subprocess.run([BINARY, "solve", "-"], input=json.dumps(doc).encode(),
                              capture_output=True, timeout=20).stdout.rstrip(b"\n")
    sizes = [(390, 844), (844, 390), (320, 480), (768, 1024), (1024, 768), (375, 667), (414, 896), (360, 640)]
    query = ",".join(f"{w}x{h}" for w, h in sizes)
    path = f"/v1/structures/{structure}/layout?sizes={query}"
    status, headers, by_reference = server.request("GET", path)
    posted = solved(dict(DOC, sizes=[{"width": w, "height": h} for w, h in sizes]))
    check("GET by reference 200, a miss", status == 200 and headers.get("x-cache") == "miss", f"{status} {headers}")
    check("GET by reference is the POST of those sizes", by_reference == posted, f"{by_reference[:200]} vs {posted[:200]}")
    tag = headers.get("etag")
    check("GET by reference's ETag is the answer's hash", tag == f'"{json.loads(posted)["hash"]}"', str(headers))
    status, headers, again = server.request("GET", path)
    check("GET by reference again is a hit", status == 200 and headers.get("x-cache") == "hit" and again == posted, str(headers))
    status, _, empty = server.request("HEAD", path)
    check("HEAD by reference", status == 200 and empty == b"", str(status))
    status, _, _ = server.request("GET", path, headers={"If-None-Match": tag})
    check("GET by reference with If-None-Match 304", status == 304, str(status))
    status, headers, zipped = server.request("GET", path, headers={"Accept-Encoding": "gzip"})
    import gzip
    check("GET by reference gzipped", status == 200 and headers.get("content-encoding") == "gzip"
          and gzip.decompress(zipped) == posted, str(headers))
    problem("GET by reference, a structure not held, 404", 404, "GET", f"/v1/structures/sha256:{'0' * 64}/layout?sizes=1x1")
    problem("GET by reference, not a structure, 404", 404, "GET", "/v1/structures/abc/layout?sizes=1x1")
    for bad in ("", "?sizes=", "?sizes=1x", "?sizes=-1x1", "?sizes=1e3x1"):
        problem(f"GET by reference, sizes {bad!r}, 400", 400, "GET", f"/v1/structures/{structure}/layout{bad}")
    problem("GET by reference, 406", 406, "GET", path, hdrs={"Accept": "text/html"})
    status, _, text = server.request("GET", "/metrics")
    check("metrics name the route by its pattern",
          b'layoutd_requests_total{route="/v1/structures/{structure}/layout",status="200"}' in text)

    # The hash leaves points out, so a cached answer must not hide a bad point.
    status, _, body = server.request("POST", "/v1/layout", dict(DOC, points=[{"x": 1}]))
    check("bad point beside a cached answer 422", status == 422 and json.loads(body).get("pointer") == "/points/0/y", body[:300])

    # A document without sizes is laid out at its root's frame, also on a warm system last
    # moved to another size by a document of the same structure.
    framed = dict(DOC, root=dict(DOC["root"], frame={"x": 0, "y": 0, "width": 200, "height": 300}))
    server.request("POST", "/v1/layout", dict(framed, sizes=[{"width": 500, "height": 500}]))
    framed.pop("sizes")
    status, headers, warm = server.request("POST", "/v1/layout", framed)
    cold = subprocess.run([BINARY, "solve", "-"], input=json.dumps(framed).encode(),
                          capture_output=True, timeout=20).stdout.rstrip(b"\n")
    check("frame-sized document on a warm system", status == 200 and warm == cold, f"{warm[:200]} vs {cold[:200]}")
    check("frame-sized document laid out at its frame",
          json.loads(warm)["layouts"][0]["size"] == {"width": 200, "height": 300}, warm[:200])


def keys():
    with Server("--api-key", "alpha", "--api-key", "beta") as server:
        status, headers, _ = server.request("POST", "/v1/layout", DOC)
        check("401 without key", status == 401 and headers.get("www-authenticate", "").startswith("Bearer"), str(status))
        status, _, _ = server.request("POST", "/v1/layout", DOC, {"Authorization": "Bearer wrong"})
        check("401 wrong key", status == 401, str(status))
        status, headers, body = server.request("POST", "/v1/layout", DOC, {"Authorization": "Bearer alpha"})
        check("200 with key", status == 200 and headers.get("x-cache") == "miss", str(status))
        h = json.loads(body)["hash"]
        status, headers, _ = server.request("POST", "/v1/layout", DOC, {"Authorization": "Bearer beta"})
        check("other key does not share the cache", headers.get("x-cache") == "miss", str(headers))
        status, _, _ = server.request("GET", f"/v1/layout/{h}", headers={"Authorization": "Bearer beta"})
        check("other key sees its own entry only", status == 200, str(status))
        for path in ("/healthz", "/readyz", "/metrics", "/openapi.yaml"):
            status, _, _ = server.request("GET", path)
            check(f"{path} stays open", status == 200, str(status))


def shutdown():
    server = Server()
    # Start a request whose body arrives slowly, then ask the server to stop.
    sock = socket.create_connection(("127.0.0.1", server.port), timeout=20)
    body = json.dumps(DOC).encode()
    head = (f"POST /v1/layout HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
            f"Content-Length: {len(body)}\r\n\r\n").encode()
    sock.sendall(head + body[:10])
    time.sleep(0.3)
    server.process.send_signal(signal.SIGTERM)
    time.sleep(0.3)
    sock.sendall(body[10:])
    data = b""
    while True:
        chunk = sock.recv(65536)
        if not chunk:
            break
        data += chunk
    sock.close()
    check("in-flight request answered during drain", data.startswith(b"HTTP/1.1 200"), data[:200])
    check("drain answer closes", b"\r\nConnection: close\r\n" in data or b"\r\nconnection: close\r\n" in data.lower())
    code = server.process.wait(35)
    check("exit 0 after SIGTERM", code == 0, str(code))


def tls_and_gzip():
    """HTTPS with a self-signed certificate made here, checked with curl; gzip when asked."""
    import tempfile
    with tempfile.TemporaryDirectory() as d:
        cert, key = os.path.join(d, "cert.pem"), os.path.join(d, "key.pem")
        subprocess.run(["openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-keyout", key,
                        "-out", cert, "-days", "1", "-subj", "/CN=127.0.0.1",
                        "-addext", "subjectAltName=IP:127.0.0.1"], check=True, capture_output=True)
        port = free_port()
        process = subprocess.Popen([BINARY, "--port", str(port), "--tls-cert", cert, "--tls-key", key],
                                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        try:
            url = f"https://127.0.0.1:{port}"
            ok = False
            for _ in range(100):
                out = subprocess.run(["curl", "-s", "--cacert", cert, f"{url}/healthz"], capture_output=True)
                if out.returncode == 0:
                    ok = True
                    break
                time.sleep(0.1)
            check("curl over TLS with the self-signed certificate", ok and b'"ok"' in out.stdout, out.stderr)
            out = subprocess.run(["curl", "-s", "--cacert", cert, "-H", "Content-Type: application/json",
                                  "--data-binary", json.dumps(DOC), f"{url}/v1/layout"], capture_output=True)
            check("POST over TLS", out.returncode == 0 and b'"title":{"x":100,"y":28' in out.stdout, out.stdout[:200])
            out = subprocess.run(["curl", "-s", "--cacert", f"{d}/nonexistent", f"{url}/healthz"], capture_output=True)
            check("a client that does not trust the certificate is refused", out.returncode != 0)
            out = subprocess.run(["curl", "-s", "-D", "-", "--cacert", cert, f"{url}/openapi.yaml",
                                  "-H", "Accept-Encoding: gzip", "-o", os.path.join(d, "spec.gz")], capture_output=True)
            headers = out.stdout.decode().lower()
            check("answers over 1 KiB are gzipped when accepted", "content-encoding: gzip" in headers, headers)
            import gzip
            with open(os.path.join(d, "spec.gz"), "rb") as f, open(os.path.join(ROOT, "openapi.yaml"), "rb") as spec:
                check("gzip body inflates to the file", gzip.decompress(f.read()) == spec.read())
        finally:
            process.terminate()
            process.wait(35)


checks.run("command line", command_line)
checks.run("solve", solve_command)
with Server("--workers", "2") as s:
    checks.run("routes", lambda: routes(s))


def cors_on_refusals():
    # Refusals made before any route runs carry the CORS fields too, or a browser on
    # another origin cannot read them.
    origin = "https://app.example"
    # LAYOUTD_PORT=abc also shows a flag (the harness's --port) beating a bad twin.
    with Server("--workers", "1", "--cors-origin", origin, env={"LAYOUTD_PORT": "abc"}) as server:
        for name, method, path, body, hdrs in (
                ("404", "GET", "/nope", None, None),
                ("405", "DELETE", "/v1/layout", None, None),
                ("415", "POST", "/v1/layout", b"{}", {"Content-Type": "text/plain"}),
                ("200", "GET", "/healthz", None, None)):
            status, headers, _ = server.request(method, path, body, hdrs)
            check(f"CORS on {name}", str(status) == name and headers.get("access-control-allow-origin") == origin,
                  f"{status} {headers}")


def release_allocator():
    """The release binary runs on mimalloc (Package.swift's releaseAllocator) and says so."""
    with Server("--workers", "1") as server:
        listening = next((json.loads(line) for line in server.output().splitlines()
                          if '"listening"' in line), {})
        check("the listening line names mimalloc", listening.get("allocator", "").startswith("mimalloc "),
              str(listening))


checks.run("release allocator", release_allocator)
checks.run("cors on refusals", cors_on_refusals)
checks.run("keys", keys)
checks.run("shutdown", shutdown)
checks.run("tls and gzip", tls_and_gzip)
checks.finish()
