#!/usr/bin/env bash
# Makes var/tools/python: a virtual environment with the packages pinned in tools/clients/requirements.txt (the generated
# Python client's runtime and schemathesis), made again only when that file changes. Run by .ci/run.
set -euo pipefail
cd "$(dirname "$0")/../.."
venv=var/tools/python
stamp="$venv/.requirements"
if [ -x "$venv/bin/python" ] && cmp -s tools/clients/requirements.txt "$stamp"; then
  exit 0
fi
rm -rf "$venv"
python3 -m venv "$venv"
"$venv/bin/pip" install -q --disable-pip-version-check -r tools/clients/requirements.txt
cp tools/clients/requirements.txt "$stamp"
echo "python for the clients and schemathesis: $("$venv/bin/python" --version) in $venv"
