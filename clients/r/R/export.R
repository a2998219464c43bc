#' Create a new Export
#'
#' @description
#' Export Class
#'
#' @docType class
#' @title Export
#' @description Export Class
#' @format An \code{R6Class} generator object
#' @field exportId Random; anyone with it may read the export and its file. character
#' @field dataset  \link{ExportDataset}
#' @field format  \link{ExportFormat}
#' @field status  \link{ExportStatus}
#' @field progress  numeric
#' @field recordCount Records in the file (the list's `pagination.total` for the same filters); null until it succeeded. integer
#' @field bytes Size of the file; null until it succeeded. integer
#' @field createdAt  character
#' @field finishedAt  character
#' @field expiresAt Then the export and its file are deleted. character
#' @field dataVersion The data version the export was requested in; an identical request in it reuses this export. character
#' @field query The filters as understood (for `occurrences` the shape of `DistributionQueryEcho`; for the other lists every filter name of the list with its value as checked — defaults applied, such as `sortBy` — or null for a filter not given; given back as `filters`, it asks for the same export). named list(\link{AnyType})
#' @field citation  \link{ExportCitation}
#' @field error Why the export failed; null otherwise. character
#' @field fileUrl Where the file is read once the export succeeded; null before. character
#' @importFrom R6 R6Class
#' @importFrom jsonlite fromJSON toJSON
#' @export
Export <- R6::R6Class(
  "Export",
  public = list(
    `exportId` = NULL,
    `dataset` = NULL,
    `format` = NULL,
    `status` = NULL,
    `progress` = NULL,
    `recordCount` = NULL,
    `bytes` = NULL,
    `createdAt` = NULL,
    `finishedAt` = NULL,
    `expiresAt` = NULL,
    `dataVersion` = NULL,
    `query` = NULL,
    `citation` = NULL,
    `error` = NULL,
    `fileUrl` = NULL,

    #' @description
    #' Initialize a new Export class.
    #'
    #' @param exportId Random; anyone with it may read the export and its file.
    #' @param dataset dataset
    #' @param format format
    #' @param status status
    #' @param progress progress
    #' @param recordCount Records in the file (the list's `pagination.total` for the same filters); null until it succeeded.
    #' @param bytes Size of the file; null until it succeeded.
    #' @param createdAt createdAt
    #' @param finishedAt finishedAt
    #' @param expiresAt Then the export and its file are deleted.
    #' @param dataVersion The data version the export was requested in; an identical request in it reuses this export.
    #' @param query The filters as understood (for `occurrences` the shape of `DistributionQueryEcho`; for the other lists every filter name of the list with its value as checked — defaults applied, such as `sortBy` — or null for a filter not given; given back as `filters`, it asks for the same export).
    #' @param citation citation
    #' @param error Why the export failed; null otherwise.
    #' @param fileUrl Where the file is read once the export succeeded; null before.
    #' @param ... Other optional arguments.
    initialize = function(`exportId`, `dataset`, `format`, `status`, `progress`, `recordCount`, `bytes`, `createdAt`, `finishedAt`, `expiresAt`, `dataVersion`, `query`, `citation`, `error`, `fileUrl`, ...) {
      if (!missing(`exportId`)) {
        if (!(is.character(`exportId`) && length(`exportId`) == 1)) {
          stop(paste("Error! Invalid data for `exportId`. Must be a string:", `exportId`))
        }
        self$`exportId` <- `exportId`
      }
      if (!missing(`dataset`)) {
        if (!(`dataset` %in% c())) {
          stop(paste("Error! \"", `dataset`, "\" cannot be assigned to `dataset`. Must be .", sep = ""))
        }
        stopifnot(R6::is.R6(`dataset`))
        self$`dataset` <- `dataset`
      }
      if (!missing(`format`)) {
        if (!(`format` %in% c())) {
          stop(paste("Error! \"", `format`, "\" cannot be assigned to `format`. Must be .", sep = ""))
        }
        stopifnot(R6::is.R6(`format`))
        self$`format` <- `format`
      }
      if (!missing(`status`)) {
        if (!(`status` %in% c())) {
          stop(paste("Error! \"", `status`, "\" cannot be assigned to `status`. Must be .", sep = ""))
        }
        stopifnot(R6::is.R6(`status`))
        self$`status` <- `status`
      }
      if (!missing(`progress`)) {
        self$`progress` <- `progress`
      }
      if (!missing(`recordCount`)) {
        if (!(is.numeric(`recordCount`) && length(`recordCount`) == 1)) {
          stop(paste("Error! Invalid data for `recordCount`. Must be an integer:", `recordCount`))
        }
        self$`recordCount` <- `recordCount`
      }
      if (!missing(`bytes`)) {
        if (!(is.numeric(`bytes`) && length(`bytes`) == 1)) {
          stop(paste("Error! Invalid data for `bytes`. Must be an integer:", `bytes`))
        }
        self$`bytes` <- `bytes`
      }
      if (!missing(`createdAt`)) {
        if (!(is.character(`createdAt`) && length(`createdAt`) == 1)) {
          stop(paste("Error! Invalid data for `createdAt`. Must be a string:", `createdAt`))
        }
        self$`createdAt` <- `createdAt`
      }
      if (!missing(`finishedAt`)) {
        if (!(is.character(`finishedAt`) && length(`finishedAt`) == 1)) {
          stop(paste("Error! Invalid data for `finishedAt`. Must be a string:", `finishedAt`))
        }
        self$`finishedAt` <- `finishedAt`
      }
      if (!missing(`expiresAt`)) {
        if (!(is.character(`expiresAt`) && length(`expiresAt`) == 1)) {
          stop(paste("Error! Invalid data for `expiresAt`. Must be a string:", `expiresAt`))
        }
        self$`expiresAt` <- `expiresAt`
      }
      if (!missing(`dataVersion`)) {
        if (!(is.character(`dataVersion`) && length(`dataVersion`) == 1)) {
          stop(paste("Error! Invalid data for `dataVersion`. Must be a string:", `dataVersion`))
        }
        self$`dataVersion` <- `dataVersion`
      }
      if (!missing(`query`)) {
        stopifnot(is.vector(`query`), length(`query`) != 0)
        sapply(`query`, function(x) stopifnot(R6::is.R6(x)))
        self$`query` <- `query`
      }
      if (!missing(`citation`)) {
        stopifnot(R6::is.R6(`citation`))
        self$`citation` <- `citation`
      }
      if (!missing(`error`)) {
        if (!(is.character(`error`) && length(`error`) == 1)) {
          stop(paste("Error! Invalid data for `error`. Must be a string:", `error`))
        }
        self$`error` <- `error`
      }
      if (!missing(`fileUrl`)) {
        if (!(is.character(`fileUrl`) && length(`fileUrl`) == 1)) {
          stop(paste("Error! Invalid data for `fileUrl`. Must be a string:", `fileUrl`))
        }
        self$`fileUrl` <- `fileUrl`
      }
    },

    #' @description
    #' Convert to an R object. This method is deprecated. Use `toSimpleType()` instead.
    toJSON = function() {
      .Deprecated(new = "toSimpleType", msg = "Use the '$toSimpleType()' method instead since that is more clearly named. Use '$toJSONString()' to get a JSON string")
      return(self$toSimpleType())
    },

    #' @description
    #' Convert to a List
    #'
    #' Convert the R6 object to a list to work more easily with other tooling.
    #'
    #' @return Export as a base R list.
    #' @examples
    #' # convert array of Export (x) to a data frame
    #' \dontrun{
    #' library(purrr)
    #' library(tibble)
    #' df <- x |> map(\(y)y$toList()) |> map(as_tibble) |> list_rbind()
    #' df
    #' }
    toList = function() {
      return(self$toSimpleType())
    },

    #' @description
    #' Convert Export to a base R type
    #'
    #' @return A base R type, e.g. a list or numeric/character array.
    toSimpleType = function() {
      ExportObject <- list()
      if (!is.null(self$`exportId`)) {
        ExportObject[["exportId"]] <-
          self$`exportId`
      }
      if (!is.null(self$`dataset`)) {
        ExportObject[["dataset"]] <-
          self$extractSimpleType(self$`dataset`)
      }
      if (!is.null(self$`format`)) {
        ExportObject[["format"]] <-
          self$extractSimpleType(self$`format`)
      }
      if (!is.null(self$`status`)) {
        ExportObject[["status"]] <-
          self$extractSimpleType(self$`status`)
      }
      if (!is.null(self$`progress`)) {
        ExportObject[["progress"]] <-
          self$`progress`
      }
      if (!is.null(self$`recordCount`)) {
        ExportObject[["recordCount"]] <-
          self$`recordCount`
      }
      if (!is.null(self$`bytes`)) {
        ExportObject[["bytes"]] <-
          self$`bytes`
      }
      if (!is.null(self$`createdAt`)) {
        ExportObject[["createdAt"]] <-
          self$`createdAt`
      }
      if (!is.null(self$`finishedAt`)) {
        ExportObject[["finishedAt"]] <-
          self$`finishedAt`
      }
      if (!is.null(self$`expiresAt`)) {
        ExportObject[["expiresAt"]] <-
          self$`expiresAt`
      }
      if (!is.null(self$`dataVersion`)) {
        ExportObject[["dataVersion"]] <-
          self$`dataVersion`
      }
      if (!is.null(self$`query`)) {
        ExportObject[["query"]] <-
          self$extractSimpleType(self$`query`)
      }
      if (!is.null(self$`citation`)) {
        ExportObject[["citation"]] <-
          self$extractSimpleType(self$`citation`)
      }
      if (!is.null(self$`error`)) {
        ExportObject[["error"]] <-
          self$`error`
      }
      if (!is.null(self$`fileUrl`)) {
        ExportObject[["fileUrl"]] <-
          self$`fileUrl`
      }
      return(ExportObject)
    },

    extractSimpleType = function(x) {
      if (R6::is.R6(x)) {
        return(x$toSimpleType())
      } else if (!self$hasNestedR6(x)) {
        return(x)
      }
      lapply(x, self$extractSimpleType)
    },

    hasNestedR6 = function(x) {
      if (R6::is.R6(x)) {
        return(TRUE)
      }
      if (is.list(x)) {
        for (item in x) {
          if (self$hasNestedR6(item)) {
            return(TRUE)
          }
        }
      }
      FALSE
    },

    #' @description
    #' Deserialize JSON string into an instance of Export
    #'
    #' @param input_json the JSON input
    #' @return the instance of Export
    fromJSON = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      if (!is.null(this_object$`exportId`)) {
        self$`exportId` <- this_object$`exportId`
      }
      if (!is.null(this_object$`dataset`)) {
        `dataset_object` <- ExportDataset$new()
        `dataset_object`$fromJSON(jsonlite::toJSON(this_object$`dataset`, auto_unbox = TRUE, digits = NA))
        self$`dataset` <- `dataset_object`
      }
      if (!is.null(this_object$`format`)) {
        `format_object` <- ExportFormat$new()
        `format_object`$fromJSON(jsonlite::toJSON(this_object$`format`, auto_unbox = TRUE, digits = NA))
        self$`format` <- `format_object`
      }
      if (!is.null(this_object$`status`)) {
        `status_object` <- ExportStatus$new()
        `status_object`$fromJSON(jsonlite::toJSON(this_object$`status`, auto_unbox = TRUE, digits = NA))
        self$`status` <- `status_object`
      }
      if (!is.null(this_object$`progress`)) {
        self$`progress` <- this_object$`progress`
      }
      if (!is.null(this_object$`recordCount`)) {
        self$`recordCount` <- this_object$`recordCount`
      }
      if (!is.null(this_object$`bytes`)) {
        self$`bytes` <- this_object$`bytes`
      }
      if (!is.null(this_object$`createdAt`)) {
        self$`createdAt` <- this_object$`createdAt`
      }
      if (!is.null(this_object$`finishedAt`)) {
        self$`finishedAt` <- this_object$`finishedAt`
      }
      if (!is.null(this_object$`expiresAt`)) {
        self$`expiresAt` <- this_object$`expiresAt`
      }
      if (!is.null(this_object$`dataVersion`)) {
        self$`dataVersion` <- this_object$`dataVersion`
      }
      if (!is.null(this_object$`query`)) {
        self$`query` <- ApiClient$new()$deserializeObj(this_object$`query`, "map(AnyType)", loadNamespace("lepidoptera"))
      }
      if (!is.null(this_object$`citation`)) {
        `citation_object` <- ExportCitation$new()
        `citation_object`$fromJSON(jsonlite::toJSON(this_object$`citation`, auto_unbox = TRUE, digits = NA))
        self$`citation` <- `citation_object`
      }
      if (!is.null(this_object$`error`)) {
        self$`error` <- this_object$`error`
      }
      if (!is.null(this_object$`fileUrl`)) {
        self$`fileUrl` <- this_object$`fileUrl`
      }
      self
    },

    #' @description
    #' To JSON String
    #' 
    #' @param ... Parameters passed to `jsonlite::toJSON`
    #' @return Export in JSON format
    toJSONString = function(...) {
      simple <- self$toSimpleType()
      json <- jsonlite::toJSON(simple, auto_unbox = TRUE, digits = NA, ...)
      return(as.character(jsonlite::minify(json)))
    },

    #' @description
    #' Deserialize JSON string into an instance of Export
    #'
    #' @param input_json the JSON input
    #' @return the instance of Export
    fromJSONString = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      self$`exportId` <- this_object$`exportId`
      self$`dataset` <- ExportDataset$new()$fromJSON(jsonlite::toJSON(this_object$`dataset`, auto_unbox = TRUE, digits = NA))
      self$`format` <- ExportFormat$new()$fromJSON(jsonlite::toJSON(this_object$`format`, auto_unbox = TRUE, digits = NA))
      self$`status` <- ExportStatus$new()$fromJSON(jsonlite::toJSON(this_object$`status`, auto_unbox = TRUE, digits = NA))
      self$`progress` <- this_object$`progress`
      self$`recordCount` <- this_object$`recordCount`
      self$`bytes` <- this_object$`bytes`
      self$`createdAt` <- this_object$`createdAt`
      self$`finishedAt` <- this_object$`finishedAt`
      self$`expiresAt` <- this_object$`expiresAt`
      self$`dataVersion` <- this_object$`dataVersion`
      self$`query` <- ApiClient$new()$deserializeObj(this_object$`query`, "map(AnyType)", loadNamespace("lepidoptera"))
      self$`citation` <- ExportCitation$new()$fromJSON(jsonlite::toJSON(this_object$`citation`, auto_unbox = TRUE, digits = NA))
      self$`error` <- this_object$`error`
      self$`fileUrl` <- this_object$`fileUrl`
      self
    },

    #' @description
    #' Validate JSON input with respect to Export and throw an exception if invalid
    #'
    #' @param input the JSON input
    validateJSON = function(input) {
      input_json <- jsonlite::fromJSON(input)
      # check the required field `exportId`
      if (!is.null(input_json$`exportId`)) {
        if (!(is.character(input_json$`exportId`) && length(input_json$`exportId`) == 1)) {
          stop(paste("Error! Invalid data for `exportId`. Must be a string:", input_json$`exportId`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for Export: the required field `exportId` is missing."))
      }
      # check the required field `dataset`
      if (!is.null(input_json$`dataset`)) {
        stopifnot(R6::is.R6(input_json$`dataset`))
      } else {
        stop(paste("The JSON input `", input, "` is invalid for Export: the required field `dataset` is missing."))
      }
      # check the required field `format`
      if (!is.null(input_json$`format`)) {
        stopifnot(R6::is.R6(input_json$`format`))
      } else {
        stop(paste("The JSON input `", input, "` is invalid for Export: the required field `format` is missing."))
      }
      # check the required field `status`
      if (!is.null(input_json$`status`)) {
        stopifnot(R6::is.R6(input_json$`status`))
      } else {
        stop(paste("The JSON input `", input, "` is invalid for Export: the required field `status` is missing."))
      }
      # check the required field `progress`
      if (!is.null(input_json$`progress`)) {
      } else {
        stop(paste("The JSON input `", input, "` is invalid for Export: the required field `progress` is missing."))
      }
      # check the required field `recordCount`
      if (!is.null(input_json$`recordCount`)) {
        if (!(is.numeric(input_json$`recordCount`) && length(input_json$`recordCount`) == 1)) {
          stop(paste("Error! Invalid data for `recordCount`. Must be an integer:", input_json$`recordCount`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for Export: the required field `recordCount` is missing."))
      }
      # check the required field `bytes`
      if (!is.null(input_json$`bytes`)) {
        if (!(is.numeric(input_json$`bytes`) && length(input_json$`bytes`) == 1)) {
          stop(paste("Error! Invalid data for `bytes`. Must be an integer:", input_json$`bytes`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for Export: the required field `bytes` is missing."))
      }
      # check the required field `createdAt`
      if (!is.null(input_json$`createdAt`)) {
        if (!(is.character(input_json$`createdAt`) && length(input_json$`createdAt`) == 1)) {
          stop(paste("Error! Invalid data for `createdAt`. Must be a string:", input_json$`createdAt`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for Export: the required field `createdAt` is missing."))
      }
      # check the required field `finishedAt`
      if (!is.null(input_json$`finishedAt`)) {
        if (!(is.character(input_json$`finishedAt`) && length(input_json$`finishedAt`) == 1)) {
          stop(paste("Error! Invalid data for `finishedAt`. Must be a string:", input_json$`finishedAt`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for Export: the required field `finishedAt` is missing."))
      }
      # check the required field `expiresAt`
      if (!is.null(input_json$`expiresAt`)) {
        if (!(is.character(input_json$`expiresAt`) && length(input_json$`expiresAt`) == 1)) {
          stop(paste("Error! Invalid data for `expiresAt`. Must be a string:", input_json$`expiresAt`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for Export: the required field `expiresAt` is missing."))
      }
      # check the required field `dataVersion`
      if (!is.null(input_json$`dataVersion`)) {
        if (!(is.character(input_json$`dataVersion`) && length(input_json$`dataVersion`) == 1)) {
          stop(paste("Error! Invalid data for `dataVersion`. Must be a string:", input_json$`dataVersion`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for Export: the required field `dataVersion` is missing."))
      }
      # check the required field `query`
      if (!is.null(input_json$`query`)) {
        stopifnot(is.vector(input_json$`query`), length(input_json$`query`) != 0)
        tmp <- sapply(input_json$`query`, function(x) stopifnot(R6::is.R6(x)))
      } else {
        stop(paste("The JSON input `", input, "` is invalid for Export: the required field `query` is missing."))
      }
      # check the required field `citation`
      if (!is.null(input_json$`citation`)) {
        stopifnot(R6::is.R6(input_json$`citation`))
      } else {
        stop(paste("The JSON input `", input, "` is invalid for Export: the required field `citation` is missing."))
      }
      # check the required field `error`
      if (!is.null(input_json$`error`)) {
        if (!(is.character(input_json$`error`) && length(input_json$`error`) == 1)) {
          stop(paste("Error! Invalid data for `error`. Must be a string:", input_json$`error`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for Export: the required field `error` is missing."))
      }
      # check the required field `fileUrl`
      if (!is.null(input_json$`fileUrl`)) {
        if (!(is.character(input_json$`fileUrl`) && length(input_json$`fileUrl`) == 1)) {
          stop(paste("Error! Invalid data for `fileUrl`. Must be a string:", input_json$`fileUrl`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for Export: the required field `fileUrl` is missing."))
      }
    },

    #' @description
    #' To string (JSON format)
    #'
    #' @return String representation of Export
    toString = function() {
      self$toJSONString()
    },

    #' @description
    #' Return true if the values in all fields are valid.
    #'
    #' @return true if the values in all fields are valid.
    isValid = function() {
      # check if the required `exportId` is null
      if (is.null(self$`exportId`)) {
        return(FALSE)
      }

      # check if the required `dataset` is null
      if (is.null(self$`dataset`)) {
        return(FALSE)
      }

      # check if the required `format` is null
      if (is.null(self$`format`)) {
        return(FALSE)
      }

      # check if the required `status` is null
      if (is.null(self$`status`)) {
        return(FALSE)
      }

      # check if the required `progress` is null
      if (is.null(self$`progress`)) {
        return(FALSE)
      }

      if (self$`progress` > 1) {
        return(FALSE)
      }
      if (self$`progress` < 0) {
        return(FALSE)
      }

      if (self$`recordCount` < 0) {
        return(FALSE)
      }

      if (self$`bytes` < 0) {
        return(FALSE)
      }

      # check if the required `createdAt` is null
      if (is.null(self$`createdAt`)) {
        return(FALSE)
      }

      # check if the required `expiresAt` is null
      if (is.null(self$`expiresAt`)) {
        return(FALSE)
      }

      # check if the required `query` is null
      if (is.null(self$`query`)) {
        return(FALSE)
      }

      TRUE
    },

    #' @description
    #' Return a list of invalid fields (if any).
    #'
    #' @return A list of invalid fields (if any).
    getInvalidFields = function() {
      invalid_fields <- list()
      # check if the required `exportId` is null
      if (is.null(self$`exportId`)) {
        invalid_fields["exportId"] <- "Non-nullable required field `exportId` cannot be null."
      }

      # check if the required `dataset` is null
      if (is.null(self$`dataset`)) {
        invalid_fields["dataset"] <- "Non-nullable required field `dataset` cannot be null."
      }

      # check if the required `format` is null
      if (is.null(self$`format`)) {
        invalid_fields["format"] <- "Non-nullable required field `format` cannot be null."
      }

      # check if the required `status` is null
      if (is.null(self$`status`)) {
        invalid_fields["status"] <- "Non-nullable required field `status` cannot be null."
      }

      # check if the required `progress` is null
      if (is.null(self$`progress`)) {
        invalid_fields["progress"] <- "Non-nullable required field `progress` cannot be null."
      }

      if (self$`progress` > 1) {
        invalid_fields["progress"] <- "Invalid value for `progress`, must be smaller than or equal to 1."
      }
      if (self$`progress` < 0) {
        invalid_fields["progress"] <- "Invalid value for `progress`, must be bigger than or equal to 0."
      }

      if (self$`recordCount` < 0) {
        invalid_fields["recordCount"] <- "Invalid value for `recordCount`, must be bigger than or equal to 0."
      }

      if (self$`bytes` < 0) {
        invalid_fields["bytes"] <- "Invalid value for `bytes`, must be bigger than or equal to 0."
      }

      # check if the required `createdAt` is null
      if (is.null(self$`createdAt`)) {
        invalid_fields["createdAt"] <- "Non-nullable required field `createdAt` cannot be null."
      }

      # check if the required `expiresAt` is null
      if (is.null(self$`expiresAt`)) {
        invalid_fields["expiresAt"] <- "Non-nullable required field `expiresAt` cannot be null."
      }

      # check if the required `query` is null
      if (is.null(self$`query`)) {
        invalid_fields["query"] <- "Non-nullable required field `query` cannot be null."
      }

      invalid_fields
    },

    #' @description
    #' Print the object
    print = function() {
      print(jsonlite::prettify(self$toJSONString()))
      invisible(self)
    }
  ),
  # Lock the class to prevent modifications to the method or field
  lock_class = TRUE
)
## Uncomment below to unlock the class to allow modifications of the method or field
# Export$unlock()
#
## Below is an example to define the print function
# Export$set("public", "print", function(...) {
#   print(jsonlite::prettify(self$toJSONString()))
#   invisible(self)
# })
## Uncomment below to lock the class to prevent modifications to the method or field
# Export$lock()

