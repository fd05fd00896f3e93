#!/usr/bin/env bash
# The container builds from what its Dockerfile copies, checked without a Docker engine by
# scripts/container-check: first that the check itself catches a context that lacks a path
# (a Dockerfile without the Tests folder, one without the openapi.yaml a resource links to),
# then the real Dockerfile: the path checks and a release build of exactly its context (the
# build directory is kept under .build/container-check/, so a rerun is incremental); under
# scripts/test, which has just built layoutd in release from the repository, the check that
# the context holds every file that build compiled, byte for byte, instead.
set -euo pipefail
cd "$(dirname "$0")/../.."
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

expect_refusal() { # name, what the message must say, Dockerfile lines to drop (grep -v -x)
    local name=$1 says=$2 drop=$3 out
    grep -v -x -- "$drop" Dockerfile >"$work/$name.Dockerfile"
    if out=$(CONTAINER_CHECK_DIR="$work/$name" scripts/container-check --paths-only \
            --dockerfile "$work/$name.Dockerfile" 2>&1); then
        echo "FAIL: container-check passed a Dockerfile without '$drop'"; exit 1
    fi
    grep -qF -- "$says" <<<"$out" || { echo "FAIL: for '$drop' expected '$says', got:"; echo "$out"; exit 1; }
    echo "ok: without '$drop' container-check refuses: $(grep -F -- "$says" <<<"$out" | head -1)"
}
expect_refusal no-tests "invalid custom path 'Tests/" "COPY Tests ./Tests"
expect_refusal no-openapi "links to ../../../openapi.yaml" "COPY openapi.yaml ./"
# A context that still loads the manifest but lacks one source file: only the release build,
# or --inputs-only's comparison with what the repository's build compiled, can tell.
{ cat .dockerignore; echo "Sources/HTTPServer/Server/Router.swift"; } >"$work/one-less.dockerignore"
if out=$(CONTAINER_CHECK_DIR="$work/one-less" scripts/container-check --inputs-only \
        --dockerignore "$work/one-less.dockerignore" 2>&1); then
    echo "FAIL: container-check --inputs-only passed a context without Router.swift"; exit 1
fi
grep -qF "not staged: Sources/HTTPServer/Server/Router.swift" <<<"$out" ||
    { echo "FAIL: for a context without Router.swift, got:"; echo "$out"; exit 1; }
echo "ok: without Router.swift container-check --inputs-only refuses: not staged: Sources/HTTPServer/Server/Router.swift"

# Kubernetes must use the image built here, never look for it in a registry: every container
# running a layoutd image says imagePullPolicy Never or IfNotPresent.
for manifest in deploy/kubernetes/*.yaml; do
    awk -v file="$manifest" '
        /^[[:space:]]*image:[[:space:]]*layoutd/ { image = $0; policy = ""; next }
        image != "" && /^[[:space:]]*imagePullPolicy:/ { policy = $2 }
        image != "" && /^[[:space:]]*-[[:space:]]*name:/ { check() }
        END { check() }
        function check() {
            if (image == "") return
            if (policy != "Never" && policy != "IfNotPresent") {
                printf "FAIL: %s: %s has imagePullPolicy \"%s\"; a local image needs Never or IfNotPresent\n", file, image, policy
                bad = 1
            } else printf "ok: %s: layoutd image with imagePullPolicy %s\n", file, policy
            image = ""
        }
        END { exit bad }' "$manifest"
done

# scripts/test has just built layoutd in release from the repository (CONTAINER_CHECK=inputs):
# the staged tree holding those very bytes stands for its own build. Alone, the suite builds.
if [ "${CONTAINER_CHECK:-build}" = inputs ]; then
    scripts/container-check --inputs-only
else
    timeout 1800 scripts/container-check
fi
