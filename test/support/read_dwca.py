# Reads a Darwin Core Archive with python-dwca-reader (an independent reader, not the service's writer) and prints
# what the exports test checks as JSON: the core's row type and terms, the row count, whether every id is unique, the
# metadata's parts, and the fields of the record with the id given.
import json
import sys

from dwca.read import DwCAReader

path, wanted = sys.argv[1], sys.argv[2]
with DwCAReader(path) as archive:
    core = archive.descriptor.core
    ids = set()
    rows = 0
    record = None
    for row in archive:
        rows += 1
        ids.add(row.id)
        if row.id == wanted:
            record = row.data
    eml = archive.metadata
    print(json.dumps({
        "rowType": core.type,
        "terms": [f["term"] for f in sorted(core.fields, key=lambda f: int(f["index"]))],
        "rows": rows,
        "uniqueIds": len(ids) == rows,
        "record": record,
        "title": eml.findtext("dataset/title") if eml is not None else None,
        "rights": [e.findtext("para") for e in eml.findall("dataset/intellectualRights")] if eml is not None else [],
        "citations": [e.text for e in eml.iter("citation")] if eml is not None else [],
        "files": sorted(archive.source_metadata.keys()) if hasattr(archive, "source_metadata") else None,
    }))
