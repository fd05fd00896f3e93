"""Two layoutd instances behind nginx, sharing one redis-server, all on 127.0.0.1."""
import json
import os
import shutil
import subprocess
import tempfile
import threading
import time

from harness import Checks, Server, free_port

checks = Checks("cluster")
check = checks.check


def document(width):
    return {
        "root": {"id": "root", "children": [{"id": "box", "intrinsicSize": {"width": 50, "height": 20}}]},
        "constraints": ["box.leading == root.leading + 10", "box.top == root.top + 10"],
        "sizes": [{"width": width, "height": 400}],
    }


class Redis:
    def __init__(self, port=None, extra=(), cli=()):
        self.port = port or free_port()
        self.cli = ["redis-cli", "-p", str(self.port), *cli]
        self.process = subprocess.Popen(
            ["redis-server", "--port", str(self.port), "--bind", "127.0.0.1", "--save", "",
             "--appendonly", "no", "--protected-mode", "yes", *extra],
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        deadline = time.time() + 10
        while time.time() < deadline:
            if subprocess.run([*self.cli, "ping"], capture_output=True,
                              text=True).stdout.strip() == "PONG":
                return
            time.sleep(0.05)
        raise RuntimeError("redis-server did not start")

    def stop(self):
        self.process.kill()
        self.process.wait()


class Nginx:
    def __init__(self, upstreams):
        self.port = free_port()
        self.dir = tempfile.mkdtemp(prefix="layoutd-nginx-")
        servers = "\n".join(f"        server 127.0.0.1:{p} max_fails=1 fail_timeout=2s;" for p in upstreams)
        conf = f"""
worker_processes 1;
pid {self.dir}/nginx.pid;
error_log {self.dir}/error.log warn;
events {{ worker_connections 256; }}
http {{
    access_log off;
    client_body_temp_path {self.dir}/body;
    proxy_temp_path {self.dir}/proxy;
    fastcgi_temp_path {self.dir}/fastcgi;
    uwsgi_temp_path {self.dir}/uwsgi;
    scgi_temp_path {self.dir}/scgi;
    upstream layoutd {{
{servers}
        keepalive 16;
    }}
    server {{
        listen 127.0.0.1:{self.port};
        location / {{
            proxy_pass http://layoutd;
            proxy_http_version 1.1;
            proxy_set_header Connection "";
            proxy_set_header Host $host;
            # A layout POST is a pure function of its body, so retrying it elsewhere is safe.
            proxy_next_upstream error timeout http_502 http_503 non_idempotent;
            proxy_connect_timeout 1s;
        }}
    }}
}}
"""
        with open(os.path.join(self.dir, "nginx.conf"), "w") as f:
            f.write(conf)
        self.process = subprocess.Popen(
            ["nginx", "-p", self.dir, "-c", os.path.join(self.dir, "nginx.conf"), "-g", "daemon off;"],
            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        self.front = _Front(self.port)
        deadline = time.time() + 10
        while time.time() < deadline:
            try:
                if self.front.request("GET", "/healthz")[0] == 200:
                    return
            except OSError:
                time.sleep(0.05)
        raise RuntimeError("nginx did not start: " + open(os.path.join(self.dir, "error.log")).read())

    def stop(self):
        self.process.terminate()
        self.process.wait(10)
        shutil.rmtree(self.dir, ignore_errors=True)


class _Front(Server):
    """Speaks to an already running port (nginx) with the harness's request helper."""

    def __init__(self, port):
        self.port = port


def wait_for(predicate, seconds=5):
    deadline = time.time() + seconds
    while time.time() < deadline:
        if predicate():
            return True
        time.sleep(0.05)
    return False


def redis_key(server, h):
    """The Redis key of hash `h`: scoped by the server's font set (docs/text.md#fonts)."""
    status, _, body = server.request("GET", "/v1/fonts")
    digest = json.loads(body)["digest"] if status == 200 else ""
    return f"layoutd:2:f{digest}:{h}"


redis = Redis()
url = f"redis://127.0.0.1:{redis.port}"
a = Server("--redis", url, "--workers", "1")
b = Server("--redis", url, "--workers", "1")
nginx = Nginx([a.port, b.port])
try:
    def shared_tier():
        status, headers, body = a.request("POST", "/v1/layout", document(300))
        check("solved on A", status == 200 and headers.get("x-cache") == "miss", f"{status} {headers}")
        h = json.loads(body)["hash"]
        stored = wait_for(lambda: subprocess.run(
            ["redis-cli", "-p", str(redis.port), "exists", redis_key(a, h)], capture_output=True, text=True
        ).stdout.strip() == "1")
        check("stored in redis under layoutd:2:f<fonts>:<hash>", stored)
        status, headers, again = b.request("POST", "/v1/layout", document(300))
        check("a hit on B from redis", headers.get("x-cache") == "hit-redis" and again == body, str(headers))
        status, headers, third = b.request("POST", "/v1/layout", document(300))
        check("then a memory hit on B", headers.get("x-cache") == "hit", str(headers))
        status, headers, by_hash = b.request("GET", f"/v1/layout/{h}")
        check("GET by hash on B", status == 200 and by_hash == body, str(status))

    def structure_by_reference():
        # A document sent to A is resized by reference on B: B finds its structure in the
        # shared tier, and answers what POSTing it at that size would.
        status, _, body = a.request("POST", "/v1/layout", document(310))
        structure = json.loads(body)["structure"]
        key = redis_key(a, "structure:" + structure)
        stored = wait_for(lambda: subprocess.run(
            ["redis-cli", "-p", str(redis.port), "exists", key], capture_output=True, text=True
        ).stdout.strip() == "1")
        check("structure stored in redis under layoutd:2:f<fonts>:structure:<structure>", stored, key)
        status, headers, by_reference = b.request("GET", f"/v1/structures/{structure}/layout?sizes=411x700")
        resized = document(310)
        resized["sizes"] = [{"width": 411, "height": 700}]
        _, _, posted = a.request("POST", "/v1/layout", resized)
        check("B resizes A's document by reference", status == 200 and by_reference == posted,
              f"{status} {by_reference[:200]} vs {posted[:200]}")
        status, headers, _ = b.request("GET", f"/v1/structures/{structure}/layout?sizes=412x700")
        check("then B holds it", status == 200 and headers.get("x-cache") == "miss", f"{status} {headers}")
        status, _, _ = b.request("GET", f"/v1/structures/sha256:{'5' * 64}/layout?sizes=1x1")
        check("a structure no server holds is 404", status == 404, str(status))

    def redis_dies():
        results = []

        def load():
            for i in range(60):
                try:
                    status, _, _ = nginx.front.request("POST", "/v1/layout", document(400 + i))
                except OSError as error:
                    status = repr(error)
                results.append(status)
                time.sleep(0.01)

        worker = threading.Thread(target=load)
        worker.start()
        time.sleep(0.2)
        redis.stop()
        worker.join(60)
        check("no request lost while redis died", results == [200] * 60, str(results))
        status, headers, _ = a.request("POST", "/v1/layout", document(999))
        check("still solving locally without redis", status == 200, str(status))
        status, _, metrics = a.request("GET", "/metrics")
        check("redis errors counted", b"layoutd_redis_errors_total 0\n" not in metrics)

    def instance_dies():
        a.process.kill()
        a.process.wait()
        statuses = []
        for i in range(20):
            try:
                status, _, _ = nginx.front.request("POST", "/v1/layout", document(600 + i))
            except OSError as error:
                status = repr(error)
            statuses.append(status)
        check("nginx routes around a dead instance", statuses == [200] * 20, str(statuses))

    def acl_user():
        # A Redis 6+ ACL user (redis://user:password@host): the default user is off, so only
        # `AUTH user password` gets in.
        secured = Redis(extra=["--user", "default", "off", "--user", "cache", "on", ">s3cret", "~*", "&*", "+@all"],
                        cli=["--user", "cache", "--pass", "s3cret", "--no-auth-warning"])
        good = Server("--redis", f"redis://cache:s3cret@127.0.0.1:{secured.port}", "--workers", "1")
        bad = Server("--redis", f"redis://cache:wrong@127.0.0.1:{secured.port}", "--workers", "1")
        try:
            status, _, body = good.request("POST", "/v1/layout", document(321))
            h = json.loads(body)["hash"] if status == 200 else ""
            stored = wait_for(lambda: subprocess.run(
                [*secured.cli, "exists", redis_key(good, h)], capture_output=True, text=True
            ).stdout.strip() == "1")
            check("an ACL user's URL stores answers in redis", status == 200 and stored, str(status))
            status, _, _ = bad.request("POST", "/v1/layout", document(322))
            _, _, metrics = bad.request("GET", "/metrics")
            check("a wrong password still solves, and counts redis errors",
                  status == 200 and b"layoutd_redis_errors_total 0\n" not in metrics, str(status))
        finally:
            good.stop()
            bad.stop()
            secured.stop()

    checks.run("shared tier", shared_tier)
    checks.run("resize by reference across servers", structure_by_reference)
    checks.run("redis acl user", acl_user)
    checks.run("redis dies", redis_dies)
    checks.run("instance dies", instance_dies)
finally:
    nginx.stop()
    a.stop()
    b.stop()
    if redis.process.poll() is None:
        redis.stop()
checks.finish()
