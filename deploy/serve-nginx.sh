#!/usr/bin/env bash
# Serve a build folder with Debian's nginx and deploy/nginx.conf, in the foreground, on a
# loopback port: `deploy/serve-nginx.sh dist-demo 4173`. Used by the end-to-end tests so every
# screen is proven under the production headers (CSP included).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

root="$(realpath "${1:?usage: serve-nginx.sh BUILD_DIR PORT}")"
port="${2:?usage: serve-nginx.sh BUILD_DIR PORT}"
nginx_bin="$(command -v nginx || echo /usr/sbin/nginx)"
[ -x "$nginx_bin" ] || { echo "nginx is not installed (apt-get install -y nginx)" >&2; exit 1; }
[ -f "$root/index.html" ] || { echo "$root/index.html is missing: build first" >&2; exit 1; }

# One work folder per port, emptied at each start: nginx replaces this shell (exec) and is
# stopped by a signal, so no exit trap could clean up after it.
work="${TMPDIR:-/tmp}/marquee-nginx-${port}"
rm -rf "$work"
mkdir -p "$work"
mime_types=/etc/nginx/mime.types

# SNAPSHOT_ORIGIN (optional): the one other origin the console may frame, for the campaign
# dashboard snapshot, as scheme://host[:port]. Empty (the default) = the console's own origin.
# Checked strictly, since it is written into the Content-Security-Policy.
snapshot_origin="${SNAPSHOT_ORIGIN:-}"
if [ -n "$snapshot_origin" ] &&
  ! [[ "$snapshot_origin" =~ ^https?://[A-Za-z0-9]([A-Za-z0-9.-]*[A-Za-z0-9])?(:[0-9]{1,5})?$ ]]; then
  echo "SNAPSHOT_ORIGIN must be an origin like https://snapshots.example.com (got: $snapshot_origin)" >&2
  exit 1
fi

# The server block as deployed, pointed at this build and port (and the snapshot origin).
server_block="$(sed -e "s#listen 8080;#listen 127.0.0.1:${port};#" \
  -e "s#root /srv/marquee/dist;#root ${root};#" \
  -e "s#set \$snapshot_origin \"\";#set \$snapshot_origin \"${snapshot_origin}\";#" \
  deploy/nginx.conf)"

cat >"$work/nginx.conf" <<CONF
daemon off;
worker_processes 1;
pid $work/nginx.pid;
error_log stderr warn;
events { worker_connections 256; }
http {
  include $mime_types;
  types { application/javascript mjs; }
  default_type application/octet-stream;
  access_log off;
  sendfile on;
  client_body_temp_path $work/body;
  proxy_temp_path $work/proxy;
  fastcgi_temp_path $work/fastcgi;
  uwsgi_temp_path $work/uwsgi;
  scgi_temp_path $work/scgi;
$server_block
}
CONF

"$nginx_bin" -t -q -c "$work/nginx.conf" -p "$work"
exec "$nginx_bin" -c "$work/nginx.conf" -p "$work"
