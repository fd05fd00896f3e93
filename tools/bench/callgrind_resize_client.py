"""Client of `REQUESTS=resize scripts/callgrind-small-requests`: resizes of the
settings-hidden screen (tools/bench/screens.py, 106 views, four ambiguous), issue 49 item 1's
screen. One POST holds it; WARM (300) resizes warm every cache and the system; then N (500)
resizes by reference (`GET /v1/structures/{structure}/layout?sizes=Wx844`) and N POSTed
resizes, every width one never asked before, over one keep-alive connection, the server's
callgrind counters zeroed before each measured phase and dumped after it. A build whose
answers name no `structure` (before the route existed) is measured on POSTs in both phases.
Usage: callgrind_resize_client.py PORT PID SCREEN.json."""
import http.client
import json
import os
import subprocess
import sys

port, pid, screen = int(sys.argv[1]), sys.argv[2], sys.argv[3]
warm, n = int(os.environ.get("WARM", 300)), int(os.environ.get("N", 500))
connection = http.client.HTTPConnection("127.0.0.1", port)
document = json.load(open(screen))
width = 300.0


def ask(method, path, body=None):
    connection.request(method, path, body=body, headers={"Content-Type": "application/json"})
    response = connection.getresponse()
    response.read()
    return response.status


def post(w):
    document["sizes"] = [{"width": w, "height": 844}]
    return ask("POST", "/v1/layout", json.dumps(document).encode())


document["sizes"] = [{"width": 390, "height": 844}]
connection.request("POST", "/v1/layout", body=json.dumps(document).encode(), headers={"Content-Type": "application/json"})
structure = json.loads(connection.getresponse().read()).get("structure")


def get(w):
    if structure is None:
        return post(w)
    return ask("GET", f"/v1/structures/{structure}/layout?sizes={w}x844")


def phase(name, resize):
    global width
    subprocess.run(["callgrind_control", "-z", pid], check=True, capture_output=True)
    seen = {}
    for _ in range(n):
        width += 0.25
        status = resize(width)
        seen[status] = seen.get(status, 0) + 1
    subprocess.run(["callgrind_control", "-d", name, pid], check=True, capture_output=True)
    print(f"{name}: {n} requests, status: {seen}" + ("" if structure else " (no structure: POSTed)"), flush=True)


for _ in range(warm):
    width += 0.25
    get(width)
phase("GET resize", get)
phase("POST resize", post)
