#' Create a new HealthDataSubsystems
#'
#' @description
#' HealthDataSubsystems Class
#'
#' @docType class
#' @title HealthDataSubsystems
#' @description HealthDataSubsystems Class
#' @format An \code{R6Class} generator object
#' @field database  \link{SubsystemStatus}
#' @field blast  \link{SubsystemStatus}
#' @field identification  \link{SubsystemStatus}
#' @field jobs  \link{SubsystemStatus}
#' @field derivedData The data derived from the loaded dataset in the background after a start or reload (the map's tile index, the distribution overview, the download exports, the host-plant sort positions, the top of the taxonomy, the per-node distribution aggregates of the largest subtrees): `loading` while it is built (every operation answers meanwhile, the first requests more slowly), `ok` when built, `error` when a request the warm-up made of the service itself did not answer 2xx (the message names it), `disabled` when the server is configured not to build ahead (`WARM_UP=false`). \link{SubsystemStatus}
#' @importFrom R6 R6Class
#' @importFrom jsonlite fromJSON toJSON
#' @export
HealthDataSubsystems <- R6::R6Class(
  "HealthDataSubsystems",
  public = list(
    `database` = NULL,
    `blast` = NULL,
    `identification` = NULL,
    `jobs` = NULL,
    `derivedData` = NULL,

    #' @description
    #' Initialize a new HealthDataSubsystems class.
    #'
    #' @param database database
    #' @param blast blast
    #' @param identification identification
    #' @param jobs jobs
    #' @param derivedData The data derived from the loaded dataset in the background after a start or reload (the map's tile index, the distribution overview, the download exports, the host-plant sort positions, the top of the taxonomy, the per-node distribution aggregates of the largest subtrees): `loading` while it is built (every operation answers meanwhile, the first requests more slowly), `ok` when built, `error` when a request the warm-up made of the service itself did not answer 2xx (the message names it), `disabled` when the server is configured not to build ahead (`WARM_UP=false`).
    #' @param ... Other optional arguments.
    initialize = function(`database`, `blast`, `identification`, `jobs`, `derivedData`, ...) {
      if (!missing(`database`)) {
        stopifnot(R6::is.R6(`database`))
        self$`database` <- `database`
      }
      if (!missing(`blast`)) {
        stopifnot(R6::is.R6(`blast`))
        self$`blast` <- `blast`
      }
      if (!missing(`identification`)) {
        stopifnot(R6::is.R6(`identification`))
        self$`identification` <- `identification`
      }
      if (!missing(`jobs`)) {
        stopifnot(R6::is.R6(`jobs`))
        self$`jobs` <- `jobs`
      }
      if (!missing(`derivedData`)) {
        stopifnot(R6::is.R6(`derivedData`))
        self$`derivedData` <- `derivedData`
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
    #' @return HealthDataSubsystems as a base R list.
    #' @examples
    #' # convert array of HealthDataSubsystems (x) to a data frame
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
    #' Convert HealthDataSubsystems to a base R type
    #'
    #' @return A base R type, e.g. a list or numeric/character array.
    toSimpleType = function() {
      HealthDataSubsystemsObject <- list()
      if (!is.null(self$`database`)) {
        HealthDataSubsystemsObject[["database"]] <-
          self$extractSimpleType(self$`database`)
      }
      if (!is.null(self$`blast`)) {
        HealthDataSubsystemsObject[["blast"]] <-
          self$extractSimpleType(self$`blast`)
      }
      if (!is.null(self$`identification`)) {
        HealthDataSubsystemsObject[["identification"]] <-
          self$extractSimpleType(self$`identification`)
      }
      if (!is.null(self$`jobs`)) {
        HealthDataSubsystemsObject[["jobs"]] <-
          self$extractSimpleType(self$`jobs`)
      }
      if (!is.null(self$`derivedData`)) {
        HealthDataSubsystemsObject[["derivedData"]] <-
          self$extractSimpleType(self$`derivedData`)
      }
      return(HealthDataSubsystemsObject)
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
    #' Deserialize JSON string into an instance of HealthDataSubsystems
    #'
    #' @param input_json the JSON input
    #' @return the instance of HealthDataSubsystems
    fromJSON = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      if (!is.null(this_object$`database`)) {
        `database_object` <- SubsystemStatus$new()
        `database_object`$fromJSON(jsonlite::toJSON(this_object$`database`, auto_unbox = TRUE, digits = NA))
        self$`database` <- `database_object`
      }
      if (!is.null(this_object$`blast`)) {
        `blast_object` <- SubsystemStatus$new()
        `blast_object`$fromJSON(jsonlite::toJSON(this_object$`blast`, auto_unbox = TRUE, digits = NA))
        self$`blast` <- `blast_object`
      }
      if (!is.null(this_object$`identification`)) {
        `identification_object` <- SubsystemStatus$new()
        `identification_object`$fromJSON(jsonlite::toJSON(this_object$`identification`, auto_unbox = TRUE, digits = NA))
        self$`identification` <- `identification_object`
      }
      if (!is.null(this_object$`jobs`)) {
        `jobs_object` <- SubsystemStatus$new()
        `jobs_object`$fromJSON(jsonlite::toJSON(this_object$`jobs`, auto_unbox = TRUE, digits = NA))
        self$`jobs` <- `jobs_object`
      }
      if (!is.null(this_object$`derivedData`)) {
        `deriveddata_object` <- SubsystemStatus$new()
        `deriveddata_object`$fromJSON(jsonlite::toJSON(this_object$`derivedData`, auto_unbox = TRUE, digits = NA))
        self$`derivedData` <- `deriveddata_object`
      }
      self
    },

    #' @description
    #' To JSON String
    #' 
    #' @param ... Parameters passed to `jsonlite::toJSON`
    #' @return HealthDataSubsystems in JSON format
    toJSONString = function(...) {
      simple <- self$toSimpleType()
      json <- jsonlite::toJSON(simple, auto_unbox = TRUE, digits = NA, ...)
      return(as.character(jsonlite::minify(json)))
    },

    #' @description
    #' Deserialize JSON string into an instance of HealthDataSubsystems
    #'
    #' @param input_json the JSON input
    #' @return the instance of HealthDataSubsystems
    fromJSONString = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      self$`database` <- SubsystemStatus$new()$fromJSON(jsonlite::toJSON(this_object$`database`, auto_unbox = TRUE, digits = NA))
      self$`blast` <- SubsystemStatus$new()$fromJSON(jsonlite::toJSON(this_object$`blast`, auto_unbox = TRUE, digits = NA))
      self$`identification` <- SubsystemStatus$new()$fromJSON(jsonlite::toJSON(this_object$`identification`, auto_unbox = TRUE, digits = NA))
      self$`jobs` <- SubsystemStatus$new()$fromJSON(jsonlite::toJSON(this_object$`jobs`, auto_unbox = TRUE, digits = NA))
      self$`derivedData` <- SubsystemStatus$new()$fromJSON(jsonlite::toJSON(this_object$`derivedData`, auto_unbox = TRUE, digits = NA))
      self
    },

    #' @description
    #' Validate JSON input with respect to HealthDataSubsystems and throw an exception if invalid
    #'
    #' @param input the JSON input
    validateJSON = function(input) {
      input_json <- jsonlite::fromJSON(input)
      # check the required field `database`
      if (!is.null(input_json$`database`)) {
        stopifnot(R6::is.R6(input_json$`database`))
      } else {
        stop(paste("The JSON input `", input, "` is invalid for HealthDataSubsystems: the required field `database` is missing."))
      }
      # check the required field `blast`
      if (!is.null(input_json$`blast`)) {
        stopifnot(R6::is.R6(input_json$`blast`))
      } else {
        stop(paste("The JSON input `", input, "` is invalid for HealthDataSubsystems: the required field `blast` is missing."))
      }
      # check the required field `identification`
      if (!is.null(input_json$`identification`)) {
        stopifnot(R6::is.R6(input_json$`identification`))
      } else {
        stop(paste("The JSON input `", input, "` is invalid for HealthDataSubsystems: the required field `identification` is missing."))
      }
      # check the required field `jobs`
      if (!is.null(input_json$`jobs`)) {
        stopifnot(R6::is.R6(input_json$`jobs`))
      } else {
        stop(paste("The JSON input `", input, "` is invalid for HealthDataSubsystems: the required field `jobs` is missing."))
      }
      # check the required field `derivedData`
      if (!is.null(input_json$`derivedData`)) {
        stopifnot(R6::is.R6(input_json$`derivedData`))
      } else {
        stop(paste("The JSON input `", input, "` is invalid for HealthDataSubsystems: the required field `derivedData` is missing."))
      }
    },

    #' @description
    #' To string (JSON format)
    #'
    #' @return String representation of HealthDataSubsystems
    toString = function() {
      self$toJSONString()
    },

    #' @description
    #' Return true if the values in all fields are valid.
    #'
    #' @return true if the values in all fields are valid.
    isValid = function() {
      # check if the required `database` is null
      if (is.null(self$`database`)) {
        return(FALSE)
      }

      # check if the required `blast` is null
      if (is.null(self$`blast`)) {
        return(FALSE)
      }

      # check if the required `identification` is null
      if (is.null(self$`identification`)) {
        return(FALSE)
      }

      # check if the required `jobs` is null
      if (is.null(self$`jobs`)) {
        return(FALSE)
      }

      # check if the required `derivedData` is null
      if (is.null(self$`derivedData`)) {
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
      # check if the required `database` is null
      if (is.null(self$`database`)) {
        invalid_fields["database"] <- "Non-nullable required field `database` cannot be null."
      }

      # check if the required `blast` is null
      if (is.null(self$`blast`)) {
        invalid_fields["blast"] <- "Non-nullable required field `blast` cannot be null."
      }

      # check if the required `identification` is null
      if (is.null(self$`identification`)) {
        invalid_fields["identification"] <- "Non-nullable required field `identification` cannot be null."
      }

      # check if the required `jobs` is null
      if (is.null(self$`jobs`)) {
        invalid_fields["jobs"] <- "Non-nullable required field `jobs` cannot be null."
      }

      # check if the required `derivedData` is null
      if (is.null(self$`derivedData`)) {
        invalid_fields["derivedData"] <- "Non-nullable required field `derivedData` cannot be null."
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
# HealthDataSubsystems$unlock()
#
## Below is an example to define the print function
# HealthDataSubsystems$set("public", "print", function(...) {
#   print(jsonlite::prettify(self$toJSONString()))
#   invisible(self)
# })
## Uncomment below to lock the class to prevent modifications to the method or field
# HealthDataSubsystems$lock()

