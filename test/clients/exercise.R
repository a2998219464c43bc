# Calls every operation of the contract once through the R client against a live service, with real data: a 404, every
# page of a list and a resumed download included. Prints one JSON line: the operationIds called.
args <- commandArgs(trailingOnly = TRUE)
base_url <- args[[1]]
data_dir <- args[[2]]
photo <- args[[3]]
suppressPackageStartupMessages(library(lepidoptera))

client <- lepi_client(base_url, max_retries = 3)
called <- character()
op <- function(name, ..., client = NULL) {
  called <<- union(called, names(lepi_operations)[lepi_operations == name])
  invisible(get(name, envir = asNamespace("lepidoptera"))(..., client = get("client", envir = globalenv())))
}
check <- function(condition, what) if (!isTRUE(condition)) stop("check failed: ", what)
read_data <- function(path) {
  con <- gzfile(file.path(data_dir, path), "rb")
  on.exit(close(con))
  bytes <- raw()
  repeat {
    chunk <- readBin(con, "raw", 1048576)
    if (length(chunk) == 0) break
    bytes <- c(bytes, chunk)
  }
  bytes
}
wait <- function(what, poll, seconds = 120) {
  for (i in seq_len(seconds * 5)) {
    value <- poll()
    if (!is.null(value)) return(value)
    Sys.sleep(0.2)
  }
  stop(what, " not ready after ", seconds, " s")
}

# General
check(nchar(op("get_api_root")$name) > 0, "root")
invisible(wait("BLAST databases", function() if (op("get_health")$subsystems$blast$status == "ok") TRUE))
check(op("get_version")$apiVersion == "v1", "version")
check(!is.null(op("get_stats")), "stats")
check(!is.null(op("get_meta_summary")), "summary")
check(nrow(op("get_about")$sources) > 0, "about")
check(startsWith(op("get_open_api_document")$openapi, "3.0"), "document")
check(grepl("swagger", tolower(rawToChar(op("get_swagger_ui")))), "swagger")
check(grepl("# HELP", rawToChar(op("get_metrics"))), "metrics")

# Search and taxonomy: Maniola jurtina
check(nrow(op("get_search_suggestions", q = "Maniola")) > 0, "suggestions")
taxa <- op("search_taxonomy", q = "Maniola jurtina")
check(taxa$name[[1]] == "Maniola jurtina", "search")
roots <- op("get_taxonomy_roots")
check(roots$name[[1]] == "Lepidoptera", "roots")
check(nrow(op("get_taxonomy_children", parent_id = roots$id[[1]])) > 0, "children")
check("Maniola jurtina" %in% op("get_taxonomy_typeahead", q = "Maniola jur")$scientificName, "typeahead")
check(op("get_taxonomy_node", taxa$id[[1]])$node$name == "Maniola jurtina", "node")
op("get_taxonomy_node_literature", taxa$id[[1]])

# Occurrences of Parnassius apollo in Norway, from every page: a data frame
records <- lepi_all(function(...) op("list_distributions", ...), q = "Parnassius apollo", page_size = 100)
check(nrow(records) == attr(op("list_distributions", q = "Parnassius apollo"), "pagination")$total, "every page")
norway <- records[records$country %in% "Norway", ]
check(nrow(norway) > 0 && all(norway$species == "Parnassius apollo"), "occurrences in Norway")
check(op("get_distribution_overview")$totals$records > 0, "overview")
check(length(op("get_distribution_tile", 0, 0, 0)) > 0, "tile")
check(length(op("get_basemap_tile", 0, 0, 0)) > 0, "basemap tile")
check(op("get_distributions_by_node", taxa$id[[1]])$totals$records > 0, "by node")

# A walk over every page, and a 404 as a condition
genomes <- lepi_all(function(...) op("list_genomes", ...), family = "Papilionidae", page_size = 20)
check(nrow(genomes) == attr(op("list_genomes", family = "Papilionidae"), "pagination")$total, "paginated walk")
check(!anyDuplicated(genomes$id), "no item twice")
check(op("get_genome", genomes$id[[1]])$id == genomes$id[[1]], "genome")
error <- tryCatch(op("get_genome", "no-such-genome"), lepidoptera_api_error = function(e) e)
check(inherits(error, "lepidoptera_api_error") && error$status == 404 && error$code == "GENOME_NOT_FOUND" &&
  nchar(error$request_id) > 0, "404 condition")

# Catalogs
check(attr(op("list_proteins"), "pagination")$total > 0, "proteins")
check(op("get_protein", 1)$id == 1, "protein")
check(length(op("get_protein_structure", 1)) > 100, "structure")
literature <- op("list_literature", page_size = 1)
check(op("get_literature", literature$id[[1]])$id == literature$id[[1]], "literature")
transcriptomes <- op("list_transcriptomes")
op("get_transcriptome_insights", species = transcriptomes$scientificName[[1]])
op("list_population_genomes")
check(attr(op("list_hostplants"), "pagination")$total > 0, "hostplants")
barcodes <- op("list_barcodes", q = "Maniola jurtina")
check(startsWith(rawToChar(op("get_barcode_fasta", barcodes$id[[1]])), ">"), "fasta")
specimens <- op("list_barcode_specimens", q = "Maniola jurtina", page_size = 5)
check(nrow(specimens) > 0, "specimens")
check(op("get_barcode_specimen", specimens$sampleId[[1]])$sampleId == specimens$sampleId[[1]], "specimen")
check(startsWith(rawToChar(op("list_genomes", family = "Papilionidae", format = "tsv")), "Assembly Accession\t"), "genome report as TSV")
check(nrow(op("list_tools")) > 0, "tools")

# Downloads: the reference FASTA streamed to disk, then resumed from half with Range
files <- op("list_downloads")
fasta <- files[files$type == "fasta", ][1, ]
size <- op("get_download_file", fasta$fileId)$sizeBytes
op("list_species_downloads", transcriptomes$speciesSlug[[1]])
whole <- tempfile(fileext = ".fasta")
part <- tempfile(fileext = ".fasta")
called <- union(called, "streamDownloadFile")
check(lepi_download("stream_download_file", whole, file_id = fasta$fileId, client = client) == size, "download")
writeBin(readBin(whole, "raw", size %/% 2), part)
check(lepi_download("stream_download_file", part, file_id = fasta$fileId, client = client) == size, "resumed")
check(unname(tools::md5sum(part)) == unname(tools::md5sum(whole)), "resumed file equals the whole")
check(length(op("stream_download_file", fasta$fileId, range = "bytes=0-99")) == 100, "range")

# BLAST: a job (BLAST_SYNC_TIMEOUT=0) polled to its result
databases <- op("list_blast_databases")$databases
database <- databases[databases$type == "nucleotide" & grepl("COI", databases$title), ][1, ]
query <- strsplit(rawToChar(read_data("barcodes/nichebarcoding_lappetmoths_query_coi.fasta.gz")), ">")[[1]][[2]]
sequence <- paste(strsplit(query, "\n")[[1]][-1], collapse = "")
submitted <- op("run_blast_search", list(sequence = sequence, program = "blastn", database = database$id))
job <- wait("BLAST job", function() {
  j <- op("get_blast_job", submitted$jobId)
  if (j$status %in% c("succeeded", "failed")) j
})
check(job$status == "succeeded" && nrow(job$results$hits) > 0, "blast job")
refused <- tryCatch(op("cancel_blast_job", submitted$jobId), lepidoptera_api_error = function(e) e)
check(inherits(refused, "lepidoptera_api_error") && refused$status == 409, "a finished job is not cancelled")

# Exports: the occurrences of one species in one country as CSV, polled to the file
exported <- op("create_export", list(dataset = "occurrences", format = "csv", filters = list(q = "Parnassius apollo", country = list("NO"))))
export <- wait("export", function() {
  e <- op("get_export", exported$exportId)
  if (e$status %in% c("succeeded", "failed")) e
})
check(export$status == "succeeded" && export$recordCount > 0, "export")
lines <- strsplit(rawToChar(memDecompress(op("get_export_file", exported$exportId), "gzip")), "\n")[[1]]
check(length(lines) == export$recordCount + 1, "export file: header and every record")

# Identification: a held-out photo (a file path, sent as a multipart part)
check(op("get_identification_health")$status == "ready", "model")
identified <- op("identify_species", image = photo, mode = "image_only", top_k = 3)
check(nrow(identified$top_k) == 3, "identification")

# Niche barcoding: the LappetMoths example
check(nrow(op("get_niche_schemas")$workflows) > 0, "schemas")
declared <- list(referenceSequences = "ref.fasta", querySequences = "que.fasta", referenceEnvironment = "ref.csv",
                 queryEnvironment = "que.csv")
request <- list(workflow = "NBSI", model = "RF", files = declared, options = list(seed = 42))
check(isTRUE(op("validate_niche_config", request)$valid), "valid config")
created <- op("create_niche_job", c(request, label = "R client"))
contents <- list(
  ref.fasta = "barcodes/nichebarcoding_lappetmoths_reference_coi.fasta.gz",
  que.fasta = "barcodes/nichebarcoding_lappetmoths_query_coi.fasta.gz",
  ref.csv = "environment/nichebarcoding_lappetmoths_reference_env.csv.gz",
  que.csv = "environment/nichebarcoding_lappetmoths_query_env.csv.gz"
)
for (name in created$uploads$fileName) op("upload_niche_job_file", created$jobId, read_data(contents[[name]]), file_name = name)
op("confirm_niche_job", created$jobId)
finished <- wait("niche job", function() {
  j <- op("get_niche_job", created$jobId)
  if (j$status %in% c("succeeded", "failed")) j
})
check(finished$status == "succeeded", "niche job")
check(nrow(op("get_niche_job_results", created$jobId)$results) == 50, "niche results")
op("get_niche_job_visualizations", created$jobId)
csv <- tempfile(fileext = ".csv")
called <- union(called, "downloadNicheJobFile")
invisible(lepi_download("download_niche_job_file", csv, job_id = created$jobId, file_id = "results.csv", client = client))
check(length(readLines(csv)) == 51, "results.csv")

cat(jsonlite::toJSON(list(client = "r", called = sort(called), paginated = sort(lepi_paginated)), auto_unbox = FALSE), "\n")
