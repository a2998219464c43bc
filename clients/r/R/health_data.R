#' Create a new HealthData
#'
#' @description
#' HealthData Class
#'
#' @docType class
#' @title HealthData
#' @description HealthData Class
#' @format An \code{R6Class} generator object
#' @field status `ok` when the database answers and every optional subsystem (BLAST, identification, jobs, derived data) is `ok`, `disabled` or `not_configured`; `degraded` when the database answers but an optional subsystem reports `unavailable`, `loading` or `error`. When the database does not answer the endpoint returns 503 `DATABASE_UNAVAILABLE` instead. character
#' @field service Service identifier. character
#' @field version API version label. character
#' @field subsystems  \link{HealthDataSubsystems}
#' @importFrom R6 R6Class
#' @importFrom jsonlite fromJSON toJSON
#' @export
HealthData <- R6::R6Class(
  "HealthData",
  public = list(
    `status` = NULL,
    `service` = NULL,
    `version` = NULL,
    `subsystems` = NULL,

    #' @description
    #' Initialize a new HealthData class.
    #'
    #' @param status `ok` when the database answers and every optional subsystem (BLAST, identification, jobs, derived data) is `ok`, `disabled` or `not_configured`; `degraded` when the database answers but an optional subsystem reports `unavailable`, `loading` or `error`. When the database does not answer the endpoint returns 503 `DATABASE_UNAVAILABLE` instead.
    #' @param service Service identifier.
    #' @param version API version label.
    #' @param subsystems subsystems
    #' @param ... Other optional arguments.
    initialize = function(`status`, `service`, `version`, `subsystems`, ...) {
      if (!missing(`status`)) {
        if (!(`status` %in% c("ok", "degraded"))) {
          stop(paste("Error! \"", `status`, "\" cannot be assigned to `status`. Must be \"ok\", \"degraded\".", sep = ""))
        }
        if (!(is.character(`status`) && length(`status`) == 1)) {
          stop(paste("Error! Invalid data for `status`. Must be a string:", `status`))
        }
        self$`status` <- `status`
      }
      if (!missing(`service`)) {
        if (!(is.character(`service`) && length(`service`) == 1)) {
          stop(paste("Error! Invalid data for `service`. Must be a string:", `service`))
        }
        self$`service` <- `service`
      }
      if (!missing(`version`)) {
        if (!(`version` %in% c("v1"))) {
          stop(paste("Error! \"", `version`, "\" cannot be assigned to `version`. Must be \"v1\".", sep = ""))
        }
        if (!(is.character(`version`) && length(`version`) == 1)) {
          stop(paste("Error! Invalid data for `version`. Must be a string:", `version`))
        }
        self$`version` <- `version`
      }
      if (!missing(`subsystems`)) {
        stopifnot(R6::is.R6(`subsystems`))
        self$`subsystems` <- `subsystems`
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
    #' @return HealthData as a base R list.
    #' @examples
    #' # convert array of HealthData (x) to a data frame
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
    #' Convert HealthData to a base R type
    #'
    #' @return A base R type, e.g. a list or numeric/character array.
    toSimpleType = function() {
      HealthDataObject <- list()
      if (!is.null(self$`status`)) {
        HealthDataObject[["status"]] <-
          self$`status`
      }
      if (!is.null(self$`service`)) {
        HealthDataObject[["service"]] <-
          self$`service`
      }
      if (!is.null(self$`version`)) {
        HealthDataObject[["version"]] <-
          self$`version`
      }
      if (!is.null(self$`subsystems`)) {
        HealthDataObject[["subsystems"]] <-
          self$extractSimpleType(self$`subsystems`)
      }
      return(HealthDataObject)
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
    #' Deserialize JSON string into an instance of HealthData
    #'
    #' @param input_json the JSON input
    #' @return the instance of HealthData
    fromJSON = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      if (!is.null(this_object$`status`)) {
        if (!is.null(this_object$`status`) && !(this_object$`status` %in% c("ok", "degraded"))) {
          stop(paste("Error! \"", this_object$`status`, "\" cannot be assigned to `status`. Must be \"ok\", \"degraded\".", sep = ""))
        }
        self$`status` <- this_object$`status`
      }
      if (!is.null(this_object$`service`)) {
        self$`service` <- this_object$`service`
      }
      if (!is.null(this_object$`version`)) {
        if (!is.null(this_object$`version`) && !(this_object$`version` %in% c("v1"))) {
          stop(paste("Error! \"", this_object$`version`, "\" cannot be assigned to `version`. Must be \"v1\".", sep = ""))
        }
        self$`version` <- this_object$`version`
      }
      if (!is.null(this_object$`subsystems`)) {
        `subsystems_object` <- HealthDataSubsystems$new()
        `subsystems_object`$fromJSON(jsonlite::toJSON(this_object$`subsystems`, auto_unbox = TRUE, digits = NA))
        self$`subsystems` <- `subsystems_object`
      }
      self
    },

    #' @description
    #' To JSON String
    #' 
    #' @param ... Parameters passed to `jsonlite::toJSON`
    #' @return HealthData in JSON format
    toJSONString = function(...) {
      simple <- self$toSimpleType()
      json <- jsonlite::toJSON(simple, auto_unbox = TRUE, digits = NA, ...)
      return(as.character(jsonlite::minify(json)))
    },

    #' @description
    #' Deserialize JSON string into an instance of HealthData
    #'
    #' @param input_json the JSON input
    #' @return the instance of HealthData
    fromJSONString = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      if (!is.null(this_object$`status`) && !(this_object$`status` %in% c("ok", "degraded"))) {
        stop(paste("Error! \"", this_object$`status`, "\" cannot be assigned to `status`. Must be \"ok\", \"degraded\".", sep = ""))
      }
      self$`status` <- this_object$`status`
      self$`service` <- this_object$`service`
      if (!is.null(this_object$`version`) && !(this_object$`version` %in% c("v1"))) {
        stop(paste("Error! \"", this_object$`version`, "\" cannot be assigned to `version`. Must be \"v1\".", sep = ""))
      }
      self$`version` <- this_object$`version`
      self$`subsystems` <- HealthDataSubsystems$new()$fromJSON(jsonlite::toJSON(this_object$`subsystems`, auto_unbox = TRUE, digits = NA))
      self
    },

    #' @description
    #' Validate JSON input with respect to HealthData and throw an exception if invalid
    #'
    #' @param input the JSON input
    validateJSON = function(input) {
      input_json <- jsonlite::fromJSON(input)
      # check the required field `status`
      if (!is.null(input_json$`status`)) {
        if (!(is.character(input_json$`status`) && length(input_json$`status`) == 1)) {
          stop(paste("Error! Invalid data for `status`. Must be a string:", input_json$`status`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for HealthData: the required field `status` is missing."))
      }
      # check the required field `service`
      if (!is.null(input_json$`service`)) {
        if (!(is.character(input_json$`service`) && length(input_json$`service`) == 1)) {
          stop(paste("Error! Invalid data for `service`. Must be a string:", input_json$`service`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for HealthData: the required field `service` is missing."))
      }
      # check the required field `version`
      if (!is.null(input_json$`version`)) {
        if (!(is.character(input_json$`version`) && length(input_json$`version`) == 1)) {
          stop(paste("Error! Invalid data for `version`. Must be a string:", input_json$`version`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for HealthData: the required field `version` is missing."))
      }
      # check the required field `subsystems`
      if (!is.null(input_json$`subsystems`)) {
        stopifnot(R6::is.R6(input_json$`subsystems`))
      } else {
        stop(paste("The JSON input `", input, "` is invalid for HealthData: the required field `subsystems` is missing."))
      }
    },

    #' @description
    #' To string (JSON format)
    #'
    #' @return String representation of HealthData
    toString = function() {
      self$toJSONString()
    },

    #' @description
    #' Return true if the values in all fields are valid.
    #'
    #' @return true if the values in all fields are valid.
    isValid = function() {
      # check if the required `status` is null
      if (is.null(self$`status`)) {
        return(FALSE)
      }

      # check if the required `service` is null
      if (is.null(self$`service`)) {
        return(FALSE)
      }

      # check if the required `version` is null
      if (is.null(self$`version`)) {
        return(FALSE)
      }

      # check if the required `subsystems` is null
      if (is.null(self$`subsystems`)) {
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
      # check if the required `status` is null
      if (is.null(self$`status`)) {
        invalid_fields["status"] <- "Non-nullable required field `status` cannot be null."
      }

      # check if the required `service` is null
      if (is.null(self$`service`)) {
        invalid_fields["service"] <- "Non-nullable required field `service` cannot be null."
      }

      # check if the required `version` is null
      if (is.null(self$`version`)) {
        invalid_fields["version"] <- "Non-nullable required field `version` cannot be null."
      }

      # check if the required `subsystems` is null
      if (is.null(self$`subsystems`)) {
        invalid_fields["subsystems"] <- "Non-nullable required field `subsystems` cannot be null."
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
# HealthData$unlock()
#
## Below is an example to define the print function
# HealthData$set("public", "print", function(...) {
#   print(jsonlite::prettify(self$toJSONString()))
#   invisible(self)
# })
## Uncomment below to lock the class to prevent modifications to the method or field
# HealthData$lock()

