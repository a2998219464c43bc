#' Create a new BlastResult
#'
#' @description
#' BlastResult Class
#'
#' @docType class
#' @title BlastResult
#' @description BlastResult Class
#' @format An \code{R6Class} generator object
#' @field program  \link{BlastProgram}
#' @field database Database searched; may be an empty string in a synchronous result. character
#' @field hits  list(\link{BlastHit})
#' @field stats  \link{BlastStats}
#' @importFrom R6 R6Class
#' @importFrom jsonlite fromJSON toJSON
#' @export
BlastResult <- R6::R6Class(
  "BlastResult",
  public = list(
    `program` = NULL,
    `database` = NULL,
    `hits` = NULL,
    `stats` = NULL,

    #' @description
    #' Initialize a new BlastResult class.
    #'
    #' @param program program
    #' @param database Database searched; may be an empty string in a synchronous result.
    #' @param hits hits
    #' @param stats stats
    #' @param ... Other optional arguments.
    initialize = function(`program`, `database`, `hits`, `stats`, ...) {
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
      if (!missing(`hits`)) {
        stopifnot(is.vector(`hits`), length(`hits`) != 0)
        sapply(`hits`, function(x) stopifnot(R6::is.R6(x)))
        self$`hits` <- `hits`
      }
      if (!missing(`stats`)) {
        stopifnot(R6::is.R6(`stats`))
        self$`stats` <- `stats`
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
    #' @return BlastResult as a base R list.
    #' @examples
    #' # convert array of BlastResult (x) to a data frame
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
    #' Convert BlastResult to a base R type
    #'
    #' @return A base R type, e.g. a list or numeric/character array.
    toSimpleType = function() {
      BlastResultObject <- list()
      if (!is.null(self$`program`)) {
        BlastResultObject[["program"]] <-
          self$extractSimpleType(self$`program`)
      }
      if (!is.null(self$`database`)) {
        BlastResultObject[["database"]] <-
          self$`database`
      }
      if (!is.null(self$`hits`)) {
        BlastResultObject[["hits"]] <-
          self$extractSimpleType(self$`hits`)
      }
      if (!is.null(self$`stats`)) {
        BlastResultObject[["stats"]] <-
          self$extractSimpleType(self$`stats`)
      }
      return(BlastResultObject)
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
    #' Deserialize JSON string into an instance of BlastResult
    #'
    #' @param input_json the JSON input
    #' @return the instance of BlastResult
    fromJSON = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      if (!is.null(this_object$`program`)) {
        `program_object` <- BlastProgram$new()
        `program_object`$fromJSON(jsonlite::toJSON(this_object$`program`, auto_unbox = TRUE, digits = NA))
        self$`program` <- `program_object`
      }
      if (!is.null(this_object$`database`)) {
        self$`database` <- this_object$`database`
      }
      if (!is.null(this_object$`hits`)) {
        self$`hits` <- ApiClient$new()$deserializeObj(this_object$`hits`, "array[BlastHit]", loadNamespace("lepidoptera"))
      }
      if (!is.null(this_object$`stats`)) {
        `stats_object` <- BlastStats$new()
        `stats_object`$fromJSON(jsonlite::toJSON(this_object$`stats`, auto_unbox = TRUE, digits = NA))
        self$`stats` <- `stats_object`
      }
      self
    },

    #' @description
    #' To JSON String
    #' 
    #' @param ... Parameters passed to `jsonlite::toJSON`
    #' @return BlastResult in JSON format
    toJSONString = function(...) {
      simple <- self$toSimpleType()
      json <- jsonlite::toJSON(simple, auto_unbox = TRUE, digits = NA, ...)
      return(as.character(jsonlite::minify(json)))
    },

    #' @description
    #' Deserialize JSON string into an instance of BlastResult
    #'
    #' @param input_json the JSON input
    #' @return the instance of BlastResult
    fromJSONString = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      self$`program` <- BlastProgram$new()$fromJSON(jsonlite::toJSON(this_object$`program`, auto_unbox = TRUE, digits = NA))
      self$`database` <- this_object$`database`
      self$`hits` <- ApiClient$new()$deserializeObj(this_object$`hits`, "array[BlastHit]", loadNamespace("lepidoptera"))
      self$`stats` <- BlastStats$new()$fromJSON(jsonlite::toJSON(this_object$`stats`, auto_unbox = TRUE, digits = NA))
      self
    },

    #' @description
    #' Validate JSON input with respect to BlastResult and throw an exception if invalid
    #'
    #' @param input the JSON input
    validateJSON = function(input) {
      input_json <- jsonlite::fromJSON(input)
      # check the required field `program`
      if (!is.null(input_json$`program`)) {
        stopifnot(R6::is.R6(input_json$`program`))
      } else {
        stop(paste("The JSON input `", input, "` is invalid for BlastResult: the required field `program` is missing."))
      }
      # check the required field `database`
      if (!is.null(input_json$`database`)) {
        if (!(is.character(input_json$`database`) && length(input_json$`database`) == 1)) {
          stop(paste("Error! Invalid data for `database`. Must be a string:", input_json$`database`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for BlastResult: the required field `database` is missing."))
      }
      # check the required field `hits`
      if (!is.null(input_json$`hits`)) {
        stopifnot(is.vector(input_json$`hits`), length(input_json$`hits`) != 0)
        tmp <- sapply(input_json$`hits`, function(x) stopifnot(R6::is.R6(x)))
      } else {
        stop(paste("The JSON input `", input, "` is invalid for BlastResult: the required field `hits` is missing."))
      }
      # check the required field `stats`
      if (!is.null(input_json$`stats`)) {
        stopifnot(R6::is.R6(input_json$`stats`))
      } else {
        stop(paste("The JSON input `", input, "` is invalid for BlastResult: the required field `stats` is missing."))
      }
    },

    #' @description
    #' To string (JSON format)
    #'
    #' @return String representation of BlastResult
    toString = function() {
      self$toJSONString()
    },

    #' @description
    #' Return true if the values in all fields are valid.
    #'
    #' @return true if the values in all fields are valid.
    isValid = function() {
      # check if the required `program` is null
      if (is.null(self$`program`)) {
        return(FALSE)
      }

      # check if the required `database` is null
      if (is.null(self$`database`)) {
        return(FALSE)
      }

      # check if the required `hits` is null
      if (is.null(self$`hits`)) {
        return(FALSE)
      }

      # check if the required `stats` is null
      if (is.null(self$`stats`)) {
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
      # check if the required `program` is null
      if (is.null(self$`program`)) {
        invalid_fields["program"] <- "Non-nullable required field `program` cannot be null."
      }

      # check if the required `database` is null
      if (is.null(self$`database`)) {
        invalid_fields["database"] <- "Non-nullable required field `database` cannot be null."
      }

      # check if the required `hits` is null
      if (is.null(self$`hits`)) {
        invalid_fields["hits"] <- "Non-nullable required field `hits` cannot be null."
      }

      # check if the required `stats` is null
      if (is.null(self$`stats`)) {
        invalid_fields["stats"] <- "Non-nullable required field `stats` cannot be null."
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
# BlastResult$unlock()
#
## Below is an example to define the print function
# BlastResult$set("public", "print", function(...) {
#   print(jsonlite::prettify(self$toJSONString()))
#   invisible(self)
# })
## Uncomment below to lock the class to prevent modifications to the method or field
# BlastResult$lock()

