# Build stage: the official Swift image, pinned to the toolchain the project uses.
FROM swift:6.3-bookworm AS build
RUN apt-get update \
 && apt-get install -y --no-install-recommends pkg-config libssl-dev zlib1g-dev libhiredis-dev libxml2-dev libyaml-dev libmimalloc-dev libharfbuzz-dev librsvg2-dev \
 && rm -rf /var/lib/apt/lists/*
WORKDIR /src
# Manifest first so a change to the sources alone reuses the dependency layers. Tests are
# copied too: SwiftPM loads every target Package.swift declares, test targets included, even
# for a build of one product (scripts/container-check proves this tree builds).
COPY Package.swift ./
COPY Sources ./Sources
COPY Tests ./Tests
COPY openapi.yaml ./
# The Swift runtime, Foundation and Dispatch are linked in (checked: `ldd` then lists only
# libssl, libcrypto, libhiredis, libxml2, libyaml, libmimalloc, libharfbuzz (with the FreeType,
# GLib and graphite2 it links), libz, libstdc++, libgcc_s,
# libm and libc); stripped.
RUN swift build -c release --product layoutd --static-swift-stdlib \
 && install -s -m 0755 .build/release/layoutd /usr/local/bin/layoutd

# Runtime stage: Debian slim with the shared libraries `ldd layoutd` lists (OpenSSL, zlib,
# hiredis, libxml2, libyaml, mimalloc, HarfBuzz, librsvg, libstdc++) and Inter, the font text is
# measured and drawn with.
FROM debian:bookworm-slim
RUN apt-get update \
 && apt-get install -y --no-install-recommends libssl3 zlib1g libhiredis0.14 libxml2 libyaml-0-2 libmimalloc2.0 libharfbuzz0b librsvg2-2 fonts-inter libstdc++6 \
 && rm -rf /var/lib/apt/lists/* \
 && useradd --system --uid 10001 --no-create-home --shell /usr/sbin/nologin layoutd
COPY --from=build /usr/local/bin/layoutd /usr/local/bin/layoutd
USER layoutd
EXPOSE 8080
# bash's /dev/tcp keeps curl out of the image.
HEALTHCHECK --interval=10s --timeout=3s --start-period=5s --retries=3 \
  CMD ["bash", "-c", "exec 3<>/dev/tcp/127.0.0.1/8080 && printf 'GET /healthz HTTP/1.1\\r\\nHost: localhost\\r\\nConnection: close\\r\\n\\r\\n' >&3 && head -n 1 <&3 | grep -q ' 200 '"]
# SIGTERM drains in-flight requests and exits 0 within 30 s.
STOPSIGNAL SIGTERM
ENTRYPOINT ["/usr/local/bin/layoutd"]
CMD ["--host", "0.0.0.0", "--port", "8080"]
