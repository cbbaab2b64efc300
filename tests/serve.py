"""``make serve``: the built site on http://127.0.0.1:PORT, served as a static host
would serve it (gzip for text, JavaScript, JSON and wasm; caching headers), with the
same server the browser tests and benchmarks use.

    python -m tests.serve [SITE_DIR] [PORT]
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

from tests.test_browser_env import Server


def main(argv: list[str]) -> None:
    root = Path(argv[0] if argv else "_build/html")
    port = int(argv[1]) if len(argv) > 1 else 8000
    if not (root / "index.html").exists():
        sys.exit(f"no site at {root}: run `make html` first")
    with Server(root, cache_seconds=3600, compress=True, port=port) as server:
        print(f"Serving {root} on {server.base} (Ctrl-C to stop)", flush=True)
        try:
            while True:
                time.sleep(3600)
        except KeyboardInterrupt:
            pass


if __name__ == "__main__":
    main(sys.argv[1:])
