#!/usr/bin/env bash
# Serve a build folder with Debian's nginx and deploy/nginx.conf, in the foreground, on a
# loopback port: `deploy/serve-nginx.sh dist-demo 4173`. Used by the end-to-end tests so every
# screen is proven under the production headers (CSP included).
#
# Serve-time settings (environment variables, all optional): one build serves every environment.
#   MARQUEE_API_URL        the admin API base URL, http(s)://host[:port][/path] (or a /path on the
#                          console's own origin); the console appends /v1. Written into the page's
#                          <meta name="marquee-api-url"> (the console reads it at start, instead
#                          of the build's VITE_API_URL) and its origin into the CSP's connect-src.
#                          Unset: the build's VITE_API_URL, whose origin goes into connect-src.
#   MARQUEE_ASSET_ORIGINS  the origins creative images and media come from, e.g.
#                          "https://cdn.example.com https://media.example.com" (spaces or
#                          commas; https://*.example.com allowed): the CSP's img-src and media-src.
#   SNAPSHOT_ORIGIN        the one other origin the console may frame, for the campaign
#                          dashboard snapshot (the CSP's frame-src).
#   MARQUEE_CSP_REPORT_URL where browsers report CSP violations (SEC-CSP-REPORT), an
#                          http(s)://host[:port]/path URL or a /path on the console's origin
#                          (browsers send report-to reports to https endpoints only): the CSP
#                          gets report-uri and report-to, and a Reporting-Endpoints header names
#                          it. Unset: no reporting directive, no header.
# Each is checked strictly (nothing but an origin, or a URL of plain path characters), since it
# is written into the page and the Content-Security-Policy: anything else stops the start.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

root="$(realpath "${1:?usage: serve-nginx.sh BUILD_DIR PORT}")"
port="${2:?usage: serve-nginx.sh BUILD_DIR PORT}"
nginx_bin="$(command -v nginx || echo /usr/sbin/nginx)"
[ -x "$nginx_bin" ] || { echo "nginx is not installed (apt-get install -y nginx)" >&2; exit 1; }
[ -f "$root/index.html" ] || { echo "$root/index.html is missing: build first" >&2; exit 1; }
[[ "$port" =~ ^[0-9]{1,5}$ ]] || { echo "PORT must be a number (got: $port)" >&2; exit 1; }

host='[A-Za-z0-9]([A-Za-z0-9.-]*[A-Za-z0-9])?'
origin_re="^https?://${host}(:[0-9]{1,5})?\$"
asset_origin_re="^https?://(\\*\\.)?${host}(:[0-9]{1,5})?\$"
api_url_re="^(https?://${host}(:[0-9]{1,5})?)?(/[A-Za-z0-9._~-]+)*/?\$"

snapshot_origin="${SNAPSHOT_ORIGIN:-}"
if [ -n "$snapshot_origin" ] && ! [[ "$snapshot_origin" =~ $origin_re ]]; then
  echo "SNAPSHOT_ORIGIN must be an origin like https://snapshots.example.com (got: $snapshot_origin)" >&2
  exit 1
fi

csp_report_url="${MARQUEE_CSP_REPORT_URL:-}"
report_url_re="^(https?://${host}(:[0-9]{1,5})?)?(/[A-Za-z0-9._~-]+)+/?\$"
csp_report=""
reporting_endpoints=""
if [ -n "$csp_report_url" ]; then
  if ! [[ "$csp_report_url" =~ $report_url_re ]]; then
    echo "MARQUEE_CSP_REPORT_URL must be a URL like https://reports.example.com/csp or a /path (got: $csp_report_url)" >&2
    exit 1
  fi
  csp_report="; report-uri ${csp_report_url}; report-to csp-endpoint"
  reporting_endpoints="csp-endpoint=\"${csp_report_url}\""
fi

# Split on spaces, commas and newlines (read -a expands no wildcard; -d '' reads to the end).
IFS=$' \t\n,' read -r -d '' -a asset_list <<<"${MARQUEE_ASSET_ORIGINS:-}" || true
asset_origins=""
for asset_origin in "${asset_list[@]}"; do
  if ! [[ "$asset_origin" =~ $asset_origin_re ]]; then
    echo "MARQUEE_ASSET_ORIGINS must list origins like https://cdn.example.com (got: $asset_origin)" >&2
    exit 1
  fi
  asset_origins="${asset_origins:+$asset_origins }$asset_origin"
done

# The build's API URL (VITE_API_URL, written by vite.config.ts) and the one this start serves.
meta_re='<meta name="marquee-api-url" content="([^"]*)">'
if ! [[ "$(<"$root/index.html")" =~ $meta_re ]]; then
  echo "$root/index.html has no <meta name=\"marquee-api-url\">: rebuild it" >&2
  exit 1
fi
build_api_url="${BASH_REMATCH[1]}"
api_url="${MARQUEE_API_URL:-$build_api_url}"
api_origin=""
if [ -n "$api_url" ]; then
  if ! [[ "$api_url" =~ $api_url_re ]]; then
    from="MARQUEE_API_URL"
    [ -n "${MARQUEE_API_URL:-}" ] || from="The build's VITE_API_URL (set MARQUEE_API_URL instead)"
    echo "$from must be a URL like https://admin-api.example.com[/path] (got: $api_url)" >&2
    exit 1
  fi
  api_origin="${BASH_REMATCH[1]}" # empty for a path on the console's own origin
fi

# One work folder per port, emptied at each start: nginx replaces this shell (exec) and is
# stopped by a signal, so no exit trap could clean up after it.
work="${TMPDIR:-/tmp}/marquee-nginx-${port}"
rm -rf "$work"
mkdir -p "$work"
mime_types=/etc/nginx/mime.types

# The app shell this start serves: the build's page with its API URL (checked above: no
# character of it needs escaping in HTML or here). The build folder itself is left untouched, so
# one build can be served by several of these at once.
sed -e "s|<meta name=\"marquee-api-url\" content=\"[^\"]*\">|<meta name=\"marquee-api-url\" content=\"${api_url}\">|" \
  "$root/index.html" >"$work/index.html"

# The server block as deployed, pointed at this build, port, page and serve-time settings.
server_block="$(sed -e "s#listen 8080;#listen 127.0.0.1:${port};#" \
  -e "s#root /srv/marquee/dist;#root ${root};#" \
  -e "s#alias /srv/marquee/dist/index.html;#alias ${work}/index.html;#" \
  -e "s#set \$api_origin \"\";#set \$api_origin \"${api_origin}\";#" \
  -e "s#set \$asset_origins \"\";#set \$asset_origins \"${asset_origins}\";#" \
  -e "s#set \$snapshot_origin \"\";#set \$snapshot_origin \"${snapshot_origin}\";#" \
  -e "s#set \$csp_report \"\";#set \$csp_report \"${csp_report}\";#" \
  -e "s#set \$reporting_endpoints \"\";#set \$reporting_endpoints '${reporting_endpoints}';#" \
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
