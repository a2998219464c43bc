#' Create a new BlastSearchSyncData
#'
#' @description
#' BlastSearchSyncData Class
#'
#' @docType class
#' @title BlastSearchSyncData
#' @description BlastSearchSyncData Class
#' @format An \code{R6Class} generator object
#' @field mode  character
#' @field jobId The search is also kept as a finished job (for `BLAST_JOB_RETENTION_HOURS`, readable by the same client IP), so its results can be read again at `/api/v1/blast/jobs/{jobId}`, in any of its formats. character
#' @field results  \link{BlastResult}
#' @importFrom R6 R6Class
#' @importFrom jsonlite fromJSON toJSON
#' @export
BlastSearchSyncData <- R6::R6Class(
  "BlastSearchSyncData",
  public = list(
    `mode` = NULL,
    `jobId` = NULL,
    `results` = NULL,

    #' @description
    #' Initialize a new BlastSearchSyncData class.
    #'
    #' @param mode mode
    #' @param jobId The search is also kept as a finished job (for `BLAST_JOB_RETENTION_HOURS`, readable by the same client IP), so its results can be read again at `/api/v1/blast/jobs/{jobId}`, in any of its formats.
    #' @param results results
    #' @param ... Other optional arguments.
    initialize = function(`mode`, `jobId`, `results`, ...) {
      if (!missing(`mode`)) {
        if (!(`mode` %in% c("sync"))) {
          stop(paste("Error! \"", `mode`, "\" cannot be assigned to `mode`. Must be \"sync\".", sep = ""))
        }
        if (!(is.character(`mode`) && length(`mode`) == 1)) {
          stop(paste("Error! Invalid data for `mode`. Must be a string:", `mode`))
        }
        self$`mode` <- `mode`
      }
      if (!missing(`jobId`)) {
        if (!(is.character(`jobId`) && length(`jobId`) == 1)) {
          stop(paste("Error! Invalid data for `jobId`. Must be a string:", `jobId`))
        }
        self$`jobId` <- `jobId`
      }
      if (!missing(`results`)) {
        stopifnot(R6::is.R6(`results`))
        self$`results` <- `results`
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
    #' @return BlastSearchSyncData as a base R list.
    #' @examples
    #' # convert array of BlastSearchSyncData (x) to a data frame
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
    #' Convert BlastSearchSyncData to a base R type
    #'
    #' @return A base R type, e.g. a list or numeric/character array.
    toSimpleType = function() {
      BlastSearchSyncDataObject <- list()
      if (!is.null(self$`mode`)) {
        BlastSearchSyncDataObject[["mode"]] <-
          self$`mode`
      }
      if (!is.null(self$`jobId`)) {
        BlastSearchSyncDataObject[["jobId"]] <-
          self$`jobId`
      }
      if (!is.null(self$`results`)) {
        BlastSearchSyncDataObject[["results"]] <-
          self$extractSimpleType(self$`results`)
      }
      return(BlastSearchSyncDataObject)
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
    #' Deserialize JSON string into an instance of BlastSearchSyncData
    #'
    #' @param input_json the JSON input
    #' @return the instance of BlastSearchSyncData
    fromJSON = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      if (!is.null(this_object$`mode`)) {
        if (!is.null(this_object$`mode`) && !(this_object$`mode` %in% c("sync"))) {
          stop(paste("Error! \"", this_object$`mode`, "\" cannot be assigned to `mode`. Must be \"sync\".", sep = ""))
        }
        self$`mode` <- this_object$`mode`
      }
      if (!is.null(this_object$`jobId`)) {
        self$`jobId` <- this_object$`jobId`
      }
      if (!is.null(this_object$`results`)) {
        `results_object` <- BlastResult$new()
        `results_object`$fromJSON(jsonlite::toJSON(this_object$`results`, auto_unbox = TRUE, digits = NA))
        self$`results` <- `results_object`
      }
      self
    },

    #' @description
    #' To JSON String
    #' 
    #' @param ... Parameters passed to `jsonlite::toJSON`
    #' @return BlastSearchSyncData in JSON format
    toJSONString = function(...) {
      simple <- self$toSimpleType()
      json <- jsonlite::toJSON(simple, auto_unbox = TRUE, digits = NA, ...)
      return(as.character(jsonlite::minify(json)))
    },

    #' @description
    #' Deserialize JSON string into an instance of BlastSearchSyncData
    #'
    #' @param input_json the JSON input
    #' @return the instance of BlastSearchSyncData
    fromJSONString = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      if (!is.null(this_object$`mode`) && !(this_object$`mode` %in% c("sync"))) {
        stop(paste("Error! \"", this_object$`mode`, "\" cannot be assigned to `mode`. Must be \"sync\".", sep = ""))
      }
      self$`mode` <- this_object$`mode`
      self$`jobId` <- this_object$`jobId`
      self$`results` <- BlastResult$new()$fromJSON(jsonlite::toJSON(this_object$`results`, auto_unbox = TRUE, digits = NA))
      self
    },

    #' @description
    #' Validate JSON input with respect to BlastSearchSyncData and throw an exception if invalid
    #'
    #' @param input the JSON input
    validateJSON = function(input) {
      input_json <- jsonlite::fromJSON(input)
      # check the required field `mode`
      if (!is.null(input_json$`mode`)) {
        if (!(is.character(input_json$`mode`) && length(input_json$`mode`) == 1)) {
          stop(paste("Error! Invalid data for `mode`. Must be a string:", input_json$`mode`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for BlastSearchSyncData: the required field `mode` is missing."))
      }
      # check the required field `jobId`
      if (!is.null(input_json$`jobId`)) {
        if (!(is.character(input_json$`jobId`) && length(input_json$`jobId`) == 1)) {
          stop(paste("Error! Invalid data for `jobId`. Must be a string:", input_json$`jobId`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for BlastSearchSyncData: the required field `jobId` is missing."))
      }
      # check the required field `results`
      if (!is.null(input_json$`results`)) {
        stopifnot(R6::is.R6(input_json$`results`))
      } else {
        stop(paste("The JSON input `", input, "` is invalid for BlastSearchSyncData: the required field `results` is missing."))
      }
    },

    #' @description
    #' To string (JSON format)
    #'
    #' @return String representation of BlastSearchSyncData
    toString = function() {
      self$toJSONString()
    },

    #' @description
    #' Return true if the values in all fields are valid.
    #'
    #' @return true if the values in all fields are valid.
    isValid = function() {
      # check if the required `mode` is null
      if (is.null(self$`mode`)) {
        return(FALSE)
      }

      # check if the required `jobId` is null
      if (is.null(self$`jobId`)) {
        return(FALSE)
      }

      # check if the required `results` is null
      if (is.null(self$`results`)) {
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
      # check if the required `mode` is null
      if (is.null(self$`mode`)) {
        invalid_fields["mode"] <- "Non-nullable required field `mode` cannot be null."
      }

      # check if the required `jobId` is null
      if (is.null(self$`jobId`)) {
        invalid_fields["jobId"] <- "Non-nullable required field `jobId` cannot be null."
      }

      # check if the required `results` is null
      if (is.null(self$`results`)) {
        invalid_fields["results"] <- "Non-nullable required field `results` cannot be null."
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
# BlastSearchSyncData$unlock()
#
## Below is an example to define the print function
# BlastSearchSyncData$set("public", "print", function(...) {
#   print(jsonlite::prettify(self$toJSONString()))
#   invisible(self)
# })
## Uncomment below to lock the class to prevent modifications to the method or field
# BlastSearchSyncData$lock()

