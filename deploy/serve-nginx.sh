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

# The server block as deployed, pointed at this build and port.
server_block="$(sed -e "s#listen 8080;#listen 127.0.0.1:${port};#" \
  -e "s#root /srv/marquee/dist;#root ${root};#" deploy/nginx.conf)"

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
