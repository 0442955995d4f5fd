# Sourced by the scripts: installs what a fresh machine (Node.js and apt only) lacks.
export PACT_DO_NOT_TRACK=true
export COREPACK_INTEGRITY_KEYS=0
PNPM_MAJOR=12
# The Node.js the project runs on (engines in package.json): the machine's own when it is new enough, else
# this exact build, the official binary as the npm registry carries it, checked against its integrity.
NODE_MAJOR=24
NODE_VERSION=24.21.0

# A stage's title, with the minutes and seconds since the script began (bash's SECONDS).
say() { printf '\n\033[1;35m== %s\033[0m (at %dm%02ds)\n' "$*" $((SECONDS / 60)) $((SECONDS % 60)); }

as_root() {
  if [ "$(id -u)" = 0 ]; then "$@"; elif command -v sudo >/dev/null; then sudo "$@"; else
    echo "need root for: $*" >&2
    return 1
  fi
}

node_major() { "${1:-node}" -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0; }

# Puts a Node.js of NODE_MAJOR or later first on PATH for this script and everything it starts.
ensure_node() {
  if [ "$(node_major)" -ge "$NODE_MAJOR" ]; then return; fi
  local arch dir integrity
  case "$(uname -s)-$(uname -m)" in
    Linux-x86_64) arch=x64 integrity='sha512-3nULszZ5X0fciYpG0t6TrdApJzAn8+FlINP6OiMX7V8HrvpATPN936U1LlReOJriLRa4e8yEqQBYCnLyPNAs7Q==' ;;
    Linux-aarch64) arch=arm64 integrity='sha512-FpJRPEz2OvvTLfjIOlNGFY9JLPMKgl5m+d4oGYBLg24kJ1mmvN1Zl/HPJgF4HDaJ51ISev1l1cRZ/DM+keXW5g==' ;;
    *)
      echo "Node.js ${NODE_MAJOR} or later is needed, and there is no pinned build for $(uname -s) $(uname -m): install it and try again" >&2
      return 1
      ;;
  esac
  dir="$PWD/.tools/node-v${NODE_VERSION}-linux-${arch}"
  if [ ! -x "$dir/bin/node" ]; then
    say "bringing Node.js ${NODE_VERSION} (this machine has $(node --version 2>/dev/null || echo none); the project needs ${NODE_MAJOR})"
    local tmp tarball actual
    tmp=$(mktemp -d)
    tarball=$(cd "$tmp" && npm pack --silent "node-linux-${arch}@${NODE_VERSION}")
    actual=$(node -e 'process.stdout.write("sha512-" + require("crypto").createHash("sha512").update(require("fs").readFileSync(process.argv[1])).digest("base64"))' "$tmp/$tarball")
    if [ "$actual" != "$integrity" ]; then
      echo "node-linux-${arch}@${NODE_VERSION} does not match its pinned integrity (got ${actual}): not using it" >&2
      rm -rf "$tmp"
      return 1
    fi
    mkdir -p "$tmp/x" && tar -xzf "$tmp/$tarball" -C "$tmp/x"
    rm -rf "$dir" && mkdir -p "$(dirname "$dir")" && mv "$tmp/x/package" "$dir"
    rm -rf "$tmp"
  fi
  export PATH="$dir/bin:$PATH"
  node --version
}

ensure_pnpm() {
  if command -v pnpm >/dev/null && pnpm --version | grep -q "^${PNPM_MAJOR}\."; then return; fi
  say "installing pnpm ${PNPM_MAJOR}"
  if ! npm install -g "pnpm@${PNPM_MAJOR}" >/dev/null 2>&1; then
    # No write access to the global prefix: keep pnpm inside the repository instead.
    npm install --prefix "$PWD/.tools" "pnpm@${PNPM_MAJOR}" >/dev/null
    export PATH="$PWD/.tools/node_modules/.bin:$PATH"
  fi
  pnpm --version
}

ensure_deps() {
  say "installing dependencies (pnpm install --frozen-lockfile)"
  pnpm install --frozen-lockfile --reporter=append-only 2>&1 | grep -vE '^(Progress|Packages are|Content-addressable|Virtual store)' | tail -n 8
}

ensure_chromium() {
  if [ -x /usr/bin/chromium ]; then return; fi
  say "installing Debian's Chromium for the end-to-end tests"
  as_root apt-get update -qq
  DEBIAN_FRONTEND=noninteractive as_root apt-get install -y -qq chromium fonts-noto-core >/dev/null
  /usr/bin/chromium --version
}

# Runs a long-lived command in its own process group; stop_group kills the whole group.
start_group() {
  local name=$1
  shift
  setsid "$@" &
  eval "PID_${name}=$!"
}
stop_group() {
  local pid=$1
  [ -n "$pid" ] && kill -TERM -- "-$pid" 2>/dev/null || true
}

# Waits until URL gives the answer only our own KIND (fake or web) gives, not any answer from whatever holds
# the port; fails at once when the process PID it started has stopped.
wait_until_ready() {
  local kind=$1 url=$2 pid=$3 tries=${4:-240}
  for _ in $(seq "$tries"); do
    if ! kill -0 "$pid" 2>/dev/null; then
      echo "the ${kind} stopped before it answered at ${url} (its output is above)" >&2
      return 1
    fi
    if node scripts/lib/ready.mjs "$kind" "$url"; then return 0; fi
    sleep 0.5
  done
  echo "timed out waiting for the ${kind} at ${url}" >&2
  return 1
}
