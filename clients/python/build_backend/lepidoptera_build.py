"""A PEP 517 build backend in the standard library alone: pip builds this package without fetching setuptools or any other
backend (this project's machines reach PyPI for dependencies, but a self-contained build is simpler to trust and keep)."""

import base64
import hashlib
import os
import re
import zipfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PACKAGES = ("lepidoptera", "lepidoptera_api")


def _project():
    """name, version, requires-python and dependencies from pyproject.toml (tomllib is 3.11+: a small reader)."""
    with open(os.path.join(ROOT, "pyproject.toml"), encoding="utf-8") as handle:
        text = handle.read()
    project = text.split("[project]", 1)[1].split("\n[", 1)[0]

    def value(key):
        match = re.search(rf'^{key}\s*=\s*"([^"]*)"', project, re.M)
        return match.group(1) if match else None

    dependencies = re.search(r"^dependencies\s*=\s*\[(.*?)\]", project, re.M | re.S)
    requires = re.findall(r'"([^"]+)"', dependencies.group(1)) if dependencies else []
    with open(os.path.join(ROOT, "lepidoptera", "operations.py"), encoding="utf-8") as handle:
        version = re.search(r'^CONTRACT_VERSION = "([^"]+)"', handle.read(), re.M).group(1)
    return value("name"), version, value("requires-python"), value("description"), requires


def _metadata():
    name, version, python, description, requires = _project()
    lines = ["Metadata-Version: 2.1", f"Name: {name}", f"Version: {version}", f"Summary: {description}"]
    if python:
        lines.append(f"Requires-Python: {python}")
    lines += [f"Requires-Dist: {requirement}" for requirement in requires]
    return name, version, "\n".join(lines) + "\n"


def _dist_info(name, version):
    return f"{name.replace('-', '_')}-{version}.dist-info"


def _files():
    for package in PACKAGES:
        for directory, subdirectories, names in os.walk(os.path.join(ROOT, package)):
            subdirectories[:] = sorted(d for d in subdirectories if d != "__pycache__")
            for file_name in sorted(names):
                if not file_name.endswith((".pyc", ".pyo")):
                    path = os.path.join(directory, file_name)
                    yield os.path.relpath(path, ROOT).replace(os.sep, "/"), path


def _record_line(arcname, data):
    digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
    return f"{arcname},sha256={digest},{len(data)}"


def get_requires_for_build_wheel(config_settings=None):
    return []


def get_requires_for_build_sdist(config_settings=None):
    return []


def prepare_metadata_for_build_wheel(metadata_directory, config_settings=None):
    name, version, metadata = _metadata()
    info = os.path.join(metadata_directory, _dist_info(name, version))
    os.makedirs(info, exist_ok=True)
    with open(os.path.join(info, "METADATA"), "w", encoding="utf-8") as handle:
        handle.write(metadata)
    return os.path.basename(info)


def _wheel(wheel_directory, entries):
    name, version, metadata = _metadata()
    info = _dist_info(name, version)
    wheel_name = f"{name.replace('-', '_')}-{version}-py3-none-any.whl"
    records = []
    with zipfile.ZipFile(os.path.join(wheel_directory, wheel_name), "w", zipfile.ZIP_DEFLATED) as wheel:

        def add(arcname, data):
            wheel.writestr(zipfile.ZipInfo(arcname, date_time=(2020, 1, 1, 0, 0, 0)), data)
            records.append(_record_line(arcname, data))

        for arcname, data in entries:
            add(arcname, data)
        add(f"{info}/METADATA", metadata.encode())
        add(f"{info}/WHEEL", b"Wheel-Version: 1.0\nGenerator: lepidoptera_build\nRoot-Is-Purelib: true\nTag: py3-none-any\n")
        records.append(f"{info}/RECORD,,")
        wheel.writestr(f"{info}/RECORD", "\n".join(records) + "\n")
    return wheel_name


def build_wheel(wheel_directory, config_settings=None, metadata_directory=None):
    def entries():
        for arcname, path in _files():
            with open(path, "rb") as handle:
                yield arcname, handle.read()

    return _wheel(wheel_directory, entries())


def build_editable(wheel_directory, config_settings=None, metadata_directory=None):
    name, _, _ = _metadata()
    return _wheel(wheel_directory, [(f"_{name.replace('-', '_')}_editable.pth", (ROOT + "\n").encode())])


get_requires_for_build_editable = get_requires_for_build_wheel
prepare_metadata_for_build_editable = prepare_metadata_for_build_wheel
