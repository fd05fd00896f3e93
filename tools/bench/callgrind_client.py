"""Client of scripts/callgrind-small-requests: POSTs WARM cold 1-view documents (a new
constant each, tools/bench/one_view.json) to bring every cache to its eviction steady state,
then N more cold ones, then N hits of one body, over one keep-alive connection, zeroing the
server's callgrind counters before each measured phase and dumping them after it
(`callgrind_control -z` / `-d`). Usage: callgrind_client.py PORT PID."""
import http.client
import os
import subprocess
import sys
import time

port, pid = int(sys.argv[1]), sys.argv[2]
warm, n = int(os.environ.get("WARM", 7000)), int(os.environ.get("N", 1000))
template = open(os.environ.get("DOC", "tools/bench/one_view.json")).read()
connection = http.client.HTTPConnection("127.0.0.1", port)


def body(constant):
    return template.replace("__CONST__", str(constant)).replace("__WIDTH__", "375").encode()


def post(data):
    connection.request("POST", "/v1/layout", body=data, headers={"Content-Type": "application/json"})
    response = connection.getresponse()
    response.read()
    return response.status, response.getheader("X-Cache")


def phase(name, bodies):
    subprocess.run(["callgrind_control", "-z", pid], check=True, capture_output=True)
    seen = {}
    for data in bodies:
        answer = post(data)
        seen[answer] = seen.get(answer, 0) + 1
    subprocess.run(["callgrind_control", "-d", name, pid], check=True, capture_output=True)
    print(f"{name}: {n} requests, (status, X-Cache): {seen}", flush=True)


constant = int(time.time()) % 1000 * 400000
for _ in range(warm):
    constant += 1
    post(body(constant))
cold = []
for _ in range(n):
    constant += 1
    cold.append(body(constant))
phase("cold", cold)
phase("hit", [body(constant)] * n)
