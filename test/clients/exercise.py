"""Calls every operation of the contract once through the Python client against a live service, with real data: a 404,
a walk over every page of a list and a resumed download included. Prints one JSON line: the operationIds called."""

import gzip
import hashlib
import json
import os
import sys
import tempfile
import time

from lepidoptera import OPERATIONS, PAGINATED, ApiError, Client

base_url, data_dir, photo = sys.argv[1], sys.argv[2], sys.argv[3]
api = Client(base_url, retries=3)
called = set()
_call, _download = api._call, api.download
names = {method: operation_id for operation_id, method in OPERATIONS.items()}


def record(api_class, method, arguments, raw):
    called.add(names[method])
    return _call(api_class, method, arguments, raw)


def record_download(operation, path, **params):
    called.add(names[operation])
    return _download(operation, path, **params)


api._call, api.download = record, record_download


def check(condition, what):
    if not condition:
        raise AssertionError(what)


def read_data(path):
    with gzip.open(os.path.join(data_dir, path), "rb") as handle:
        return handle.read()


def sha256(path):
    with open(path, "rb") as handle:
        return hashlib.sha256(handle.read()).hexdigest()


def wait(what, poll, seconds=120):
    for _ in range(seconds * 5):
        value = poll()
        if value:
            return value
        time.sleep(0.2)
    raise AssertionError(f"{what} not ready after {seconds} s")


# General
check(api.get_api_root().data.name, "root")
wait("BLAST databases", lambda: api.get_health().data.subsystems.blast.status == "ok")
check(api.get_version().data.api_version == "v1", "version")
check(api.get_stats().data is not None, "stats")
check(api.get_meta_summary().data is not None, "summary")
check(len(api.get_about().data.sources) > 0, "about")
check(api.get_open_api_document()["openapi"].startswith("3.0"), "document")
check(b"swagger" in api.get_swagger_ui().lower(), "swagger")
check(b"# HELP" in api.get_metrics(), "metrics")

# Search and taxonomy: Maniola jurtina, the meadow brown
check(len(api.get_search_suggestions(q="Maniola").data.items) > 0, "suggestions")
taxon = api.search_taxonomy(q="Maniola jurtina").data.items[0]
check(taxon.name == "Maniola jurtina" and taxon.rank == "species", "search")
roots = api.get_taxonomy_roots().data.items
check(roots[0].name == "Lepidoptera", "roots")
check(len(api.get_taxonomy_children(parent_id=roots[0].id).data.items) > 0, "children")
check(any(s.scientific_name == "Maniola jurtina" for s in api.get_taxonomy_typeahead(q="Maniola jur").data.items), "typeahead")
node = api.get_taxonomy_node(taxon.id).data
check(node.node.name == "Maniola jurtina", "node")
api.get_taxonomy_node_literature(taxon.id)

# Occurrences of the taxon in one country, every page walked
records = list(api.items("list_distributions", q="Parnassius apollo", page_size=100))
norway = [r for r in records if r.country == "Norway"]
check(len(records) == api.list_distributions(q="Parnassius apollo").data.pagination.total, "every occurrence page")
check(len(norway) > 0 and all(r.species == "Parnassius apollo" for r in norway), "occurrences in Norway")
check(api.get_distribution_overview().data.totals.records > 0, "overview")
check(len(api.get_distribution_tile(0, 0, 0)) > 0, "tile")
check(len(api.get_basemap_tile(0, 0, 0)) > 0, "basemap tile")
check(api.get_distributions_by_node(taxon.id).data.totals.records > 0, "by node")

# Every page of a list: the walk sees each assembly once and as many as the total says
pages = list(api.pages("list_genomes", family="Papilionidae", page_size=20))
genomes = [g for page in pages for g in page.data.items]
check(len(pages) > 1 and len(genomes) == pages[0].data.pagination.total, "paginated walk")
check(len({g.id for g in genomes}) == len(genomes), "no item twice")
check(api.get_genome(genomes[0].id).data.id == genomes[0].id, "genome")
check(api.list_genomes(family="Papilionidae", format="tsv").startswith(b"Assembly Accession\t"), "genome report as TSV")
try:
    api.get_genome("no-such-genome")
    raise AssertionError("404 expected")
except ApiError as error:
    check(error.status == 404 and error.code == "GENOME_NOT_FOUND" and error.request_id, "404 ApiError")

# Catalogs
check(api.list_proteins().data.pagination.total > 0, "proteins")
check(api.get_protein(1).data.id == 1, "protein")
check(api.get_protein_structure(1).startswith((b"HEADER", b"ATOM", b"REMARK", b"COMPND", b"TITLE")), "structure")
literature = api.list_literature(page_size=1).data.items[0]
check(api.get_literature(literature.id).data.id == literature.id, "literature")
transcriptomes = api.list_transcriptomes().data.items
api.get_transcriptome_insights(species=transcriptomes[0].scientific_name)
api.list_population_genomes()
check(api.list_hostplants().data.pagination.total > 0, "hostplants")
barcode = api.list_barcodes(q="Maniola jurtina").data.items[0]
check(api.get_barcode_fasta(barcode.id).startswith(b">"), "fasta")
specimens = api.list_barcode_specimens(q="Maniola jurtina", page_size=5).data
check(len(specimens.items) > 0, "specimens")
check(api.get_barcode_specimen(specimens.items[0].sample_id).data.sample_id == specimens.items[0].sample_id, "specimen")
check(len(api.list_tools().data.items) > 0, "tools")

# Downloads: the reference FASTA streamed, then resumed from half with Range
files = api.list_downloads().data.items
fasta = next(f for f in files if f.type == "fasta")
size = api.get_download_file(fasta.file_id).data.size_bytes
api.list_species_downloads(transcriptomes[0].species_slug)
with tempfile.TemporaryDirectory() as scratch:
    whole, part = os.path.join(scratch, "whole.fasta"), os.path.join(scratch, "part.fasta")
    check(api.download("stream_download_file", whole, file_id=fasta.file_id) == size, "download size")
    with open(whole, "rb") as source, open(part, "wb") as target:
        target.write(source.read(size // 2))
    check(api.download("stream_download_file", part, file_id=fasta.file_id) == size, "resumed size")
    check(api.last_headers.get("Content-Range", "").startswith(f"bytes {size // 2}-"), "ranged answer")
    check(sha256(part) == sha256(whole), "resumed file equals the whole")
    check(api.download("stream_download_file", part, file_id=fasta.file_id) == size, "complete file kept")
    check(len(api.stream_download_file(fasta.file_id, range="bytes=0-99")) == 100, "range")

# BLAST: the service answers a job (BLAST_SYNC_TIMEOUT=0), polled to its result
database = next(d for d in api.list_blast_databases().data.databases if d.type == "nucleotide" and "COI" in d.title)
sequence = read_data("barcodes/nichebarcoding_lappetmoths_query_coi.fasta.gz").decode().split(">")[1].split("\n", 1)[1]
submitted = api.run_blast_search({"sequence": sequence.replace("\n", ""), "program": "blastn", "database": database.id})
job = wait("BLAST job", lambda: (lambda j: j if j.data.status in ("succeeded", "failed") else None)(api.get_blast_job(submitted.data.job_id)))
check(job.data.status == "succeeded" and job.data.results.hits, "blast job")
try:
    api.cancel_blast_job(submitted.data.job_id)
    raise AssertionError("409 expected")
except ApiError as error:
    check(error.status == 409 and error.code == "JOB_STATE_CONFLICT", "a finished job is not cancelled")

# Exports: the occurrences of one species in one country as CSV, polled to the file
exported = api.create_export({"dataset": "occurrences", "format": "csv", "filters": {"q": "Parnassius apollo", "country": ["NO"]}})
export = wait("export", lambda: (lambda e: e if e.data.status in ("succeeded", "failed") else None)(api.get_export(str(exported.data.export_id))))
check(export.data.status == "succeeded" and export.data.record_count > 0, "export")
check(gzip.decompress(api.get_export_file(str(exported.data.export_id))).count(b"\n") == export.data.record_count + 1, "export file (gzip): header and every record")

# Identification: a held-out photo with the health of the model
check(api.get_identification_health().data.status == "ready", "model")
with open(photo, "rb") as handle:
    identified = api.identify_species(image=("specimen.jpg", handle.read()), mode="image_only", top_k=3)
check(len(identified.data.top_k) == 3, "identification")

# Niche barcoding: the LappetMoths example, created, uploaded, confirmed, finished, read
check(len(api.get_niche_schemas().data.workflows) > 0, "schemas")
declared = {"referenceSequences": "ref.fasta", "querySequences": "que.fasta", "referenceEnvironment": "ref.csv", "queryEnvironment": "que.csv"}
request = {"workflow": "NBSI", "model": "RF", "files": declared, "options": {"seed": 42}}
check(api.validate_niche_config(request).data.valid, "valid config")
created = api.create_niche_job({**request, "label": "Python client"}).data
contents = {
    "ref.fasta": read_data("barcodes/nichebarcoding_lappetmoths_reference_coi.fasta.gz"),
    "que.fasta": read_data("barcodes/nichebarcoding_lappetmoths_query_coi.fasta.gz"),
    "ref.csv": read_data("environment/nichebarcoding_lappetmoths_reference_env.csv.gz"),
    "que.csv": read_data("environment/nichebarcoding_lappetmoths_query_env.csv.gz"),
}
for upload in created.uploads:
    api.upload_niche_job_file(str(created.job_id), contents[upload.file_name], file_name=upload.file_name)
api.confirm_niche_job(str(created.job_id))
finished = wait("niche job", lambda: (lambda j: j if j.data.status in ("succeeded", "failed") else None)(api.get_niche_job(str(created.job_id))))
check(finished.data.status == "succeeded", "niche job")
check(len(api.get_niche_job_results(str(created.job_id)).data.results) == 50, "niche results")
api.get_niche_job_visualizations(str(created.job_id))
with tempfile.TemporaryDirectory() as scratch:
    csv = os.path.join(scratch, "results.csv")
    api.download("download_niche_job_file", csv, job_id=str(created.job_id), file_id="results.csv")
    with open(csv) as handle:
        check(len(handle.read().strip().split("\n")) == 51, "results.csv")

print(json.dumps({"client": "python", "called": sorted(called), "paginated": sorted(PAGINATED)}))
