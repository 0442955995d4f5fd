# Sourced by the scripts: installs what a fresh machine (Node.js and apt only) lacks.
export PACT_DO_NOT_TRACK=true
export COREPACK_INTEGRITY_KEYS=0
PNPM_MAJOR=12

# A stage's title, with the minutes and seconds since the script began (bash's SECONDS).
say() { printf '\n\033[1;35m== %s\033[0m (at %dm%02ds)\n' "$*" $((SECONDS / 60)) $((SECONDS % 60)); }

as_root() {
  if [ "$(id -u)" = 0 ]; then "$@"; elif command -v sudo >/dev/null; then sudo "$@"; else
    echo "need root for: $*" >&2
    return 1
  fi
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
