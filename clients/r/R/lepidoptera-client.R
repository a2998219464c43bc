# The hand-written layer over the generated package: a transport that sends every body as the contract says and honours
# Retry-After on 429/503, errors as conditions, lists as data frames, every page of a list, resumable downloads.

`%||%` <- function(a, b) if (is.null(a)) b else a

#' The transport: openapi-generator's ApiClient, whose httr target sends form fields nowhere, every body as JSON and
#' the JSON type alone in Accept; this one sends multipart forms, raw bodies with their type, every accepted type, and
#' retries answers 429 and 503 after their Retry-After (else an exponential backoff), up to max_retries times.
#' @keywords internal
LepidopteraApiClient <- R6::R6Class(
  "LepidopteraApiClient",
  inherit = ApiClient,
  public = list(
    max_retries = 5,
    CallApi = function(url, method, query_params, header_params, form_params, file_params, accepts, content_types,
                       body, stream_callback = NULL, ...) {
      for (attempt in 0:self$max_retries) {
        resp <- self$Execute(url, method, query_params, header_params, form_params, file_params, accepts,
                             content_types, body, stream_callback = stream_callback, ...)
        if (!(resp$status_code %in% c(429L, 503L)) || attempt == self$max_retries) return(resp)
        wait <- suppressWarnings(as.numeric(resp$headers[["retry-after"]] %||% NA))
        Sys.sleep(if (is.na(wait)) 0.5 * 2^attempt else min(wait, 300))
      }
    },
    Execute = function(url, method, query_params, header_params, form_params, file_params, accepts, content_types,
                       body, stream_callback = NULL, ...) {
      headers <- vapply(c(as.list(header_params), as.list(self$default_headers)), as.character, "")
      headers <- headers[nzchar(headers)]
      if (length(accepts) > 0) headers <- c(headers, Accept = paste(unlist(accepts), collapse = ", "))
      content_type <- if (length(content_types) > 0) content_types[[1]] else NULL
      config <- list(httr::add_headers(.headers = headers), httr::user_agent(self$user_agent %||% "lepidoptera-r"))
      if (!is.null(self$timeout)) config <- c(config, list(httr::timeout(self$timeout)))
      if (is.function(stream_callback)) config <- c(config, list(httr::write_stream(stream_callback)))
      payload <- NULL
      encode <- "raw"
      if (length(file_params) > 0 || identical(content_type, "multipart/form-data")) {
        # the generated methods keep only the path of an upload_file() (`[<-` on a list): made whole again here
        files <- lapply(file_params, function(v) if (inherits(v, "form_file")) v else httr::upload_file(as.character(v)))
        payload <- c(Filter(Negate(is.null), lapply(form_params, function(v) if (is.null(v)) NULL else as.character(v))),
                     files)
        encode <- "multipart"
      } else if (!is.null(body)) {
        payload <- body
        config <- c(config, list(httr::content_type(content_type %||% "application/json")))
      }
      query <- Filter(Negate(is.null), query_params)
      query <- lapply(query, function(v) if (is.logical(v)) tolower(as.character(v)) else v)
      response <- do.call(httr::VERB, c(list(method, url, query = query, body = payload, encode = encode), config))
      answer <- ApiResponse$new()
      answer$status_code <- httr::status_code(response)
      answer$status_code_desc <- httr::http_status(response)$reason
      answer$response <- if (is.function(stream_callback)) raw(0) else httr::content(response, "raw")
      answer$headers <- httr::headers(response)
      answer
    }
  )
)

#' A client of the service at base_url (default: the LEPIDOPTERA_API environment variable, else http://localhost:8080)
#' @param base_url where the service answers
#' @param max_retries how often an answer 429 or 503 is retried (after its Retry-After)
#' @param timeout seconds a request may take
#' @export
lepi_client <- function(base_url = Sys.getenv("LEPIDOPTERA_API", "http://localhost:8080"), max_retries = 5,
                        timeout = 60) {
  transport <- LepidopteraApiClient$new(base_path = sub("/+$", "", base_url), timeout = timeout)
  transport$max_retries <- max_retries
  structure(list(api_client = transport, base_url = base_url), class = "lepi_client")
}

#' The error answer of the service as a condition of class lepidoptera_api_error: status, code, message, request_id
#' @param status HTTP status
#' @param body the answer's bytes (the error envelope)
#' @param headers the answer's headers
#' @export
lepi_api_error <- function(status, body, headers = list()) {
  envelope <- tryCatch(jsonlite::fromJSON(rawToChar(body), simplifyVector = FALSE), error = function(e) NULL)
  error <- envelope$error %||% list(code = paste0("HTTP_", status), message = "the service answered without an error envelope")
  request_id <- envelope$request_id %||% headers[["x-request-id"]]
  structure(
    class = c("lepidoptera_api_error", "error", "condition"),
    list(
      message = sprintf("%s %s: %s (request %s)", status, error$code, error$message, request_id %||% "?"),
      call = NULL, status = status, code = error$code, error_message = error$message, request_id = request_id,
      details = error$details
    )
  )
}

lepi_header <- function(value) if (is.null(value)) "" else as.character(value)

lepi_json_body <- function(body) {
  if (is.null(body) || !is.null(body$toJSONString)) return(body)
  json <- as.character(jsonlite::toJSON(body, auto_unbox = TRUE, null = "null", digits = NA))
  list(toJSONString = function() json)
}

lepi_raw_body <- function(body) {
  bytes <- if (is.character(body) && length(body) == 1 && file.exists(body)) readBin(body, "raw", file.size(body)) else body
  list(toJSONString = function() bytes)
}

#' Calls one operation through the generated API class; JSON answers as data (lists of items as data frames).
#' @keywords internal
lepi_call <- function(client, api, method, args, kind = "json", stream_callback = NULL) {
  if (is.function(stream_callback)) kind <- "stream"
  args <- Filter(Negate(is.null), args)
  api_object <- get(api, envir = environment(lepi_call))$new(client$api_client)
  if (is.function(stream_callback)) args$stream_callback <- stream_callback
  answer <- withCallingHandlers(
    do.call(api_object[[paste0(method, "WithHttpInfo")]], c(args, list(.parse = FALSE))),
    # the generated multipart code's `[<-` of an upload_file(), repaired in the transport
    warning = function(w) if (grepl("number of items to replace", conditionMessage(w))) invokeRestart("muffleWarning")
  )
  # the generated method wraps answers that are not 2xx once more
  inner <- if (inherits(answer$response, "ApiResponse")) answer$response else answer
  if (inner$status_code >= 400) stop(lepi_api_error(inner$status_code, inner$response, inner$headers))
  if (kind == "stream") return(inner)
  type <- inner$headers[["content-type"]] %||% ""
  if (kind == "raw" && !startsWith(type, "application/json")) return(inner$response)
  if (length(inner$response) == 0) return(NULL)
  parsed <- jsonlite::fromJSON(rawToChar(inner$response), simplifyVector = TRUE)
  if (kind == "raw") return(parsed)
  data <- parsed$data
  if (is.list(data) && is.data.frame(data$items)) {
    items <- data$items
    attr(items, "pagination") <- data$pagination
    attr(items, "data") <- data[names(data) != "items"]
    return(items)
  }
  if (is.list(data) && "items" %in% names(data) && length(data$items) == 0) {
    items <- data.frame()
    attr(items, "pagination") <- data$pagination
    attr(items, "data") <- data[names(data) != "items"]
    return(items)
  }
  data
}

#' Every page of a paginated list as one data frame: lepi_all(list_genomes, family = "Papilionidae")
#' @param fn one of the functions named in lepi_paginated
#' @param ... its parameters
#' @param client a client made by lepi_client()
#' @export
lepi_all <- function(fn, ..., client = lepi_client()) {
  pages <- list()
  page <- 1
  repeat {
    items <- fn(..., page = page, client = client)
    if (nrow(items) > 0) pages[[length(pages) + 1]] <- items
    if (!isTRUE(attr(items, "pagination")$hasNext)) break
    page <- page + 1
  }
  if (length(pages) == 0) return(data.frame())
  jsonlite::rbind_pages(pages)
}

#' Streams a file answer to path (stream_download_file, download_niche_job_file, ...); a partial file there (a download
#' that broke off) is resumed with a Range request where the operation takes one; returns the file's size
#' @param operation the function's name
#' @param path where the file goes
#' @param ... the operation's parameters
#' @param attempts how often a broken download is resumed
#' @param client a client made by lepi_client()
#' @export
lepi_download <- function(operation, path, ..., attempts = 5, client = lepi_client()) {
  fn <- get(operation, envir = environment(lepi_call))
  ranged <- "range" %in% names(formals(fn))
  for (attempt in seq_len(attempts)) {
    have <- if (file.exists(path)) file.size(path) else 0
    args <- list(...)
    if (have > 0 && ranged) args$range <- sprintf("bytes=%.0f-", have)
    part <- tempfile()
    con <- file(part, "wb")
    answer <- tryCatch(
      do.call(fn, c(args, list(stream_callback = function(x) writeBin(x, con), client = client))),
      error = function(e) e
    )
    close(con)
    if (inherits(answer, "lepidoptera_api_error")) {
      unlink(part)
      if (answer$status != 416 || have == 0) stop(answer)
      # the file is whole when the range starts at its end
      total <- sub("^bytes \\*/", "", answer$headers[["content-range"]] %||% "")
      if (identical(total, sprintf("%.0f", have))) return(have)
      unlink(path)
      next
    }
    # a broken connection (an error) keeps what came: appended to a ranged answer, else the start of the file
    appended <- have > 0 && (if (inherits(answer, "error")) !is.null(args$range) else answer$status_code == 206)
    if (!appended) unlink(path)
    lepi_append(part, path)
    unlink(part)
    if (!inherits(answer, "error")) return(file.size(path))
  }
  stop(sprintf("%s: no whole file after %d attempts", operation, attempts))
}

lepi_append <- function(from, to) {
  input <- file(from, "rb")
  output <- file(to, "ab")
  on.exit({
    close(input)
    close(output)
  })
  repeat {
    chunk <- readBin(input, "raw", 1048576)
    if (length(chunk) == 0) break
    writeBin(chunk, output)
  }
}
