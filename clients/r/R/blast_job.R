#' Create a new BlastJob
#'
#' @description
#' BlastJob Class
#'
#' @docType class
#' @title BlastJob
#' @description BlastJob Class
#' @format An \code{R6Class} generator object
#' @field jobId  character
#' @field status `queued` waiting for a BLAST slot, `running`, `succeeded` (carries `results` and `finishedAt`), `failed` (carries `error`), `cancelled` (by its client; carries `finishedAt`). character
#' @field program  \link{BlastProgram}
#' @field database Database id the job searches. character
#' @field results  \link{NullableBlastResult}
#' @field error Failure message once failed, otherwise null. character
#' @field createdAt  character
#' @field finishedAt  character
#' @field expiresAt When the job and its results are deleted (BLAST_JOB_RETENTION_HOURS after it ended); a job still queued or running is kept at least until it ends. character
#' @importFrom R6 R6Class
#' @importFrom jsonlite fromJSON toJSON
#' @export
BlastJob <- R6::R6Class(
  "BlastJob",
  public = list(
    `jobId` = NULL,
    `status` = NULL,
    `program` = NULL,
    `database` = NULL,
    `results` = NULL,
    `error` = NULL,
    `createdAt` = NULL,
    `finishedAt` = NULL,
    `expiresAt` = NULL,

    #' @description
    #' Initialize a new BlastJob class.
    #'
    #' @param jobId jobId
    #' @param status `queued` waiting for a BLAST slot, `running`, `succeeded` (carries `results` and `finishedAt`), `failed` (carries `error`), `cancelled` (by its client; carries `finishedAt`).
    #' @param program program
    #' @param database Database id the job searches.
    #' @param results results
    #' @param error Failure message once failed, otherwise null.
    #' @param createdAt createdAt
    #' @param finishedAt finishedAt
    #' @param expiresAt When the job and its results are deleted (BLAST_JOB_RETENTION_HOURS after it ended); a job still queued or running is kept at least until it ends.
    #' @param ... Other optional arguments.
    initialize = function(`jobId`, `status`, `program`, `database`, `results`, `error`, `createdAt`, `finishedAt`, `expiresAt`, ...) {
      if (!missing(`jobId`)) {
        if (!(is.character(`jobId`) && length(`jobId`) == 1)) {
          stop(paste("Error! Invalid data for `jobId`. Must be a string:", `jobId`))
        }
        self$`jobId` <- `jobId`
      }
      if (!missing(`status`)) {
        if (!(`status` %in% c("queued", "running", "succeeded", "failed", "cancelled"))) {
          stop(paste("Error! \"", `status`, "\" cannot be assigned to `status`. Must be \"queued\", \"running\", \"succeeded\", \"failed\", \"cancelled\".", sep = ""))
        }
        if (!(is.character(`status`) && length(`status`) == 1)) {
          stop(paste("Error! Invalid data for `status`. Must be a string:", `status`))
        }
        self$`status` <- `status`
      }
      if (!missing(`program`)) {
        if (!(`program` %in% c())) {
          stop(paste("Error! \"", `program`, "\" cannot be assigned to `program`. Must be .", sep = ""))
        }
        stopifnot(R6::is.R6(`program`))
        self$`program` <- `program`
      }
      if (!missing(`database`)) {
        if (!(is.character(`database`) && length(`database`) == 1)) {
          stop(paste("Error! Invalid data for `database`. Must be a string:", `database`))
        }
        self$`database` <- `database`
      }
      if (!missing(`results`)) {
        stopifnot(R6::is.R6(`results`))
        self$`results` <- `results`
      }
      if (!missing(`error`)) {
        if (!(is.character(`error`) && length(`error`) == 1)) {
          stop(paste("Error! Invalid data for `error`. Must be a string:", `error`))
        }
        self$`error` <- `error`
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
    #' @return BlastJob as a base R list.
    #' @examples
    #' # convert array of BlastJob (x) to a data frame
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
    #' Convert BlastJob to a base R type
    #'
    #' @return A base R type, e.g. a list or numeric/character array.
    toSimpleType = function() {
      BlastJobObject <- list()
      if (!is.null(self$`jobId`)) {
        BlastJobObject[["jobId"]] <-
          self$`jobId`
      }
      if (!is.null(self$`status`)) {
        BlastJobObject[["status"]] <-
          self$`status`
      }
      if (!is.null(self$`program`)) {
        BlastJobObject[["program"]] <-
          self$extractSimpleType(self$`program`)
      }
      if (!is.null(self$`database`)) {
        BlastJobObject[["database"]] <-
          self$`database`
      }
      if (!is.null(self$`results`)) {
        BlastJobObject[["results"]] <-
          self$extractSimpleType(self$`results`)
      }
      if (!is.null(self$`error`)) {
        BlastJobObject[["error"]] <-
          self$`error`
      }
      if (!is.null(self$`createdAt`)) {
        BlastJobObject[["createdAt"]] <-
          self$`createdAt`
      }
      if (!is.null(self$`finishedAt`)) {
        BlastJobObject[["finishedAt"]] <-
          self$`finishedAt`
      }
      if (!is.null(self$`expiresAt`)) {
        BlastJobObject[["expiresAt"]] <-
          self$`expiresAt`
      }
      return(BlastJobObject)
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
    #' Deserialize JSON string into an instance of BlastJob
    #'
    #' @param input_json the JSON input
    #' @return the instance of BlastJob
    fromJSON = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      if (!is.null(this_object$`jobId`)) {
        self$`jobId` <- this_object$`jobId`
      }
      if (!is.null(this_object$`status`)) {
        if (!is.null(this_object$`status`) && !(this_object$`status` %in% c("queued", "running", "succeeded", "failed", "cancelled"))) {
          stop(paste("Error! \"", this_object$`status`, "\" cannot be assigned to `status`. Must be \"queued\", \"running\", \"succeeded\", \"failed\", \"cancelled\".", sep = ""))
        }
        self$`status` <- this_object$`status`
      }
      if (!is.null(this_object$`program`)) {
        `program_object` <- BlastProgram$new()
        `program_object`$fromJSON(jsonlite::toJSON(this_object$`program`, auto_unbox = TRUE, digits = NA))
        self$`program` <- `program_object`
      }
      if (!is.null(this_object$`database`)) {
        self$`database` <- this_object$`database`
      }
      if (!is.null(this_object$`results`)) {
        `results_object` <- NullableBlastResult$new()
        `results_object`$fromJSON(jsonlite::toJSON(this_object$`results`, auto_unbox = TRUE, digits = NA))
        self$`results` <- `results_object`
      }
      if (!is.null(this_object$`error`)) {
        self$`error` <- this_object$`error`
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
      self
    },

    #' @description
    #' To JSON String
    #' 
    #' @param ... Parameters passed to `jsonlite::toJSON`
    #' @return BlastJob in JSON format
    toJSONString = function(...) {
      simple <- self$toSimpleType()
      json <- jsonlite::toJSON(simple, auto_unbox = TRUE, digits = NA, ...)
      return(as.character(jsonlite::minify(json)))
    },

    #' @description
    #' Deserialize JSON string into an instance of BlastJob
    #'
    #' @param input_json the JSON input
    #' @return the instance of BlastJob
    fromJSONString = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      self$`jobId` <- this_object$`jobId`
      if (!is.null(this_object$`status`) && !(this_object$`status` %in% c("queued", "running", "succeeded", "failed", "cancelled"))) {
        stop(paste("Error! \"", this_object$`status`, "\" cannot be assigned to `status`. Must be \"queued\", \"running\", \"succeeded\", \"failed\", \"cancelled\".", sep = ""))
      }
      self$`status` <- this_object$`status`
      self$`program` <- BlastProgram$new()$fromJSON(jsonlite::toJSON(this_object$`program`, auto_unbox = TRUE, digits = NA))
      self$`database` <- this_object$`database`
      self$`results` <- NullableBlastResult$new()$fromJSON(jsonlite::toJSON(this_object$`results`, auto_unbox = TRUE, digits = NA))
      self$`error` <- this_object$`error`
      self$`createdAt` <- this_object$`createdAt`
      self$`finishedAt` <- this_object$`finishedAt`
      self$`expiresAt` <- this_object$`expiresAt`
      self
    },

    #' @description
    #' Validate JSON input with respect to BlastJob and throw an exception if invalid
    #'
    #' @param input the JSON input
    validateJSON = function(input) {
      input_json <- jsonlite::fromJSON(input)
      # check the required field `jobId`
      if (!is.null(input_json$`jobId`)) {
        if (!(is.character(input_json$`jobId`) && length(input_json$`jobId`) == 1)) {
          stop(paste("Error! Invalid data for `jobId`. Must be a string:", input_json$`jobId`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for BlastJob: the required field `jobId` is missing."))
      }
      # check the required field `status`
      if (!is.null(input_json$`status`)) {
        if (!(is.character(input_json$`status`) && length(input_json$`status`) == 1)) {
          stop(paste("Error! Invalid data for `status`. Must be a string:", input_json$`status`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for BlastJob: the required field `status` is missing."))
      }
      # check the required field `program`
      if (!is.null(input_json$`program`)) {
        stopifnot(R6::is.R6(input_json$`program`))
      } else {
        stop(paste("The JSON input `", input, "` is invalid for BlastJob: the required field `program` is missing."))
      }
      # check the required field `database`
      if (!is.null(input_json$`database`)) {
        if (!(is.character(input_json$`database`) && length(input_json$`database`) == 1)) {
          stop(paste("Error! Invalid data for `database`. Must be a string:", input_json$`database`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for BlastJob: the required field `database` is missing."))
      }
      # check the required field `results`
      if (!is.null(input_json$`results`)) {
        stopifnot(R6::is.R6(input_json$`results`))
      } else {
        stop(paste("The JSON input `", input, "` is invalid for BlastJob: the required field `results` is missing."))
      }
      # check the required field `error`
      if (!is.null(input_json$`error`)) {
        if (!(is.character(input_json$`error`) && length(input_json$`error`) == 1)) {
          stop(paste("Error! Invalid data for `error`. Must be a string:", input_json$`error`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for BlastJob: the required field `error` is missing."))
      }
      # check the required field `createdAt`
      if (!is.null(input_json$`createdAt`)) {
        if (!(is.character(input_json$`createdAt`) && length(input_json$`createdAt`) == 1)) {
          stop(paste("Error! Invalid data for `createdAt`. Must be a string:", input_json$`createdAt`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for BlastJob: the required field `createdAt` is missing."))
      }
      # check the required field `finishedAt`
      if (!is.null(input_json$`finishedAt`)) {
        if (!(is.character(input_json$`finishedAt`) && length(input_json$`finishedAt`) == 1)) {
          stop(paste("Error! Invalid data for `finishedAt`. Must be a string:", input_json$`finishedAt`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for BlastJob: the required field `finishedAt` is missing."))
      }
      # check the required field `expiresAt`
      if (!is.null(input_json$`expiresAt`)) {
        if (!(is.character(input_json$`expiresAt`) && length(input_json$`expiresAt`) == 1)) {
          stop(paste("Error! Invalid data for `expiresAt`. Must be a string:", input_json$`expiresAt`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for BlastJob: the required field `expiresAt` is missing."))
      }
    },

    #' @description
    #' To string (JSON format)
    #'
    #' @return String representation of BlastJob
    toString = function() {
      self$toJSONString()
    },

    #' @description
    #' Return true if the values in all fields are valid.
    #'
    #' @return true if the values in all fields are valid.
    isValid = function() {
      # check if the required `jobId` is null
      if (is.null(self$`jobId`)) {
        return(FALSE)
      }

      # check if the required `status` is null
      if (is.null(self$`status`)) {
        return(FALSE)
      }

      # check if the required `program` is null
      if (is.null(self$`program`)) {
        return(FALSE)
      }

      # check if the required `database` is null
      if (is.null(self$`database`)) {
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

      TRUE
    },

    #' @description
    #' Return a list of invalid fields (if any).
    #'
    #' @return A list of invalid fields (if any).
    getInvalidFields = function() {
      invalid_fields <- list()
      # check if the required `jobId` is null
      if (is.null(self$`jobId`)) {
        invalid_fields["jobId"] <- "Non-nullable required field `jobId` cannot be null."
      }

      # check if the required `status` is null
      if (is.null(self$`status`)) {
        invalid_fields["status"] <- "Non-nullable required field `status` cannot be null."
      }

      # check if the required `program` is null
      if (is.null(self$`program`)) {
        invalid_fields["program"] <- "Non-nullable required field `program` cannot be null."
      }

      # check if the required `database` is null
      if (is.null(self$`database`)) {
        invalid_fields["database"] <- "Non-nullable required field `database` cannot be null."
      }

      # check if the required `createdAt` is null
      if (is.null(self$`createdAt`)) {
        invalid_fields["createdAt"] <- "Non-nullable required field `createdAt` cannot be null."
      }

      # check if the required `expiresAt` is null
      if (is.null(self$`expiresAt`)) {
        invalid_fields["expiresAt"] <- "Non-nullable required field `expiresAt` cannot be null."
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
# BlastJob$unlock()
#
## Below is an example to define the print function
# BlastJob$set("public", "print", function(...) {
#   print(jsonlite::prettify(self$toJSONString()))
#   invisible(self)
# })
## Uncomment below to lock the class to prevent modifications to the method or field
# BlastJob$lock()

