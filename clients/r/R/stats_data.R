#' Create a new StatsData
#'
#' @description
#' StatsData Class
#'
#' @docType class
#' @title StatsData
#' @description StatsData Class
#' @format An \code{R6Class} generator object
#' @field dataVersion  character
#' @field updatedAt Time of the last data load, or null when no data is loaded. character
#' @field totals  \link{StatsDataTotals}
#' @field domains Record counts per data domain, each broken down by source. list(\link{DomainStats})
#' @importFrom R6 R6Class
#' @importFrom jsonlite fromJSON toJSON
#' @export
StatsData <- R6::R6Class(
  "StatsData",
  public = list(
    `dataVersion` = NULL,
    `updatedAt` = NULL,
    `totals` = NULL,
    `domains` = NULL,

    #' @description
    #' Initialize a new StatsData class.
    #'
    #' @param dataVersion dataVersion
    #' @param updatedAt Time of the last data load, or null when no data is loaded.
    #' @param totals totals
    #' @param domains Record counts per data domain, each broken down by source.
    #' @param ... Other optional arguments.
    initialize = function(`dataVersion`, `updatedAt`, `totals`, `domains`, ...) {
      if (!missing(`dataVersion`)) {
        if (!(is.character(`dataVersion`) && length(`dataVersion`) == 1)) {
          stop(paste("Error! Invalid data for `dataVersion`. Must be a string:", `dataVersion`))
        }
        self$`dataVersion` <- `dataVersion`
      }
      if (!missing(`updatedAt`)) {
        if (!(is.character(`updatedAt`) && length(`updatedAt`) == 1)) {
          stop(paste("Error! Invalid data for `updatedAt`. Must be a string:", `updatedAt`))
        }
        self$`updatedAt` <- `updatedAt`
      }
      if (!missing(`totals`)) {
        stopifnot(R6::is.R6(`totals`))
        self$`totals` <- `totals`
      }
      if (!missing(`domains`)) {
        stopifnot(is.vector(`domains`), length(`domains`) != 0)
        sapply(`domains`, function(x) stopifnot(R6::is.R6(x)))
        self$`domains` <- `domains`
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
    #' @return StatsData as a base R list.
    #' @examples
    #' # convert array of StatsData (x) to a data frame
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
    #' Convert StatsData to a base R type
    #'
    #' @return A base R type, e.g. a list or numeric/character array.
    toSimpleType = function() {
      StatsDataObject <- list()
      if (!is.null(self$`dataVersion`)) {
        StatsDataObject[["dataVersion"]] <-
          self$`dataVersion`
      }
      if (!is.null(self$`updatedAt`)) {
        StatsDataObject[["updatedAt"]] <-
          self$`updatedAt`
      }
      if (!is.null(self$`totals`)) {
        StatsDataObject[["totals"]] <-
          self$extractSimpleType(self$`totals`)
      }
      if (!is.null(self$`domains`)) {
        StatsDataObject[["domains"]] <-
          self$extractSimpleType(self$`domains`)
      }
      return(StatsDataObject)
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
    #' Deserialize JSON string into an instance of StatsData
    #'
    #' @param input_json the JSON input
    #' @return the instance of StatsData
    fromJSON = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      if (!is.null(this_object$`dataVersion`)) {
        self$`dataVersion` <- this_object$`dataVersion`
      }
      if (!is.null(this_object$`updatedAt`)) {
        self$`updatedAt` <- this_object$`updatedAt`
      }
      if (!is.null(this_object$`totals`)) {
        `totals_object` <- StatsDataTotals$new()
        `totals_object`$fromJSON(jsonlite::toJSON(this_object$`totals`, auto_unbox = TRUE, digits = NA))
        self$`totals` <- `totals_object`
      }
      if (!is.null(this_object$`domains`)) {
        self$`domains` <- ApiClient$new()$deserializeObj(this_object$`domains`, "array[DomainStats]", loadNamespace("lepidoptera"))
      }
      self
    },

    #' @description
    #' To JSON String
    #' 
    #' @param ... Parameters passed to `jsonlite::toJSON`
    #' @return StatsData in JSON format
    toJSONString = function(...) {
      simple <- self$toSimpleType()
      json <- jsonlite::toJSON(simple, auto_unbox = TRUE, digits = NA, ...)
      return(as.character(jsonlite::minify(json)))
    },

    #' @description
    #' Deserialize JSON string into an instance of StatsData
    #'
    #' @param input_json the JSON input
    #' @return the instance of StatsData
    fromJSONString = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      self$`dataVersion` <- this_object$`dataVersion`
      self$`updatedAt` <- this_object$`updatedAt`
      self$`totals` <- StatsDataTotals$new()$fromJSON(jsonlite::toJSON(this_object$`totals`, auto_unbox = TRUE, digits = NA))
      self$`domains` <- ApiClient$new()$deserializeObj(this_object$`domains`, "array[DomainStats]", loadNamespace("lepidoptera"))
      self
    },

    #' @description
    #' Validate JSON input with respect to StatsData and throw an exception if invalid
    #'
    #' @param input the JSON input
    validateJSON = function(input) {
      input_json <- jsonlite::fromJSON(input)
      # check the required field `dataVersion`
      if (!is.null(input_json$`dataVersion`)) {
        if (!(is.character(input_json$`dataVersion`) && length(input_json$`dataVersion`) == 1)) {
          stop(paste("Error! Invalid data for `dataVersion`. Must be a string:", input_json$`dataVersion`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for StatsData: the required field `dataVersion` is missing."))
      }
      # check the required field `updatedAt`
      if (!is.null(input_json$`updatedAt`)) {
        if (!(is.character(input_json$`updatedAt`) && length(input_json$`updatedAt`) == 1)) {
          stop(paste("Error! Invalid data for `updatedAt`. Must be a string:", input_json$`updatedAt`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for StatsData: the required field `updatedAt` is missing."))
      }
      # check the required field `totals`
      if (!is.null(input_json$`totals`)) {
        stopifnot(R6::is.R6(input_json$`totals`))
      } else {
        stop(paste("The JSON input `", input, "` is invalid for StatsData: the required field `totals` is missing."))
      }
      # check the required field `domains`
      if (!is.null(input_json$`domains`)) {
        stopifnot(is.vector(input_json$`domains`), length(input_json$`domains`) != 0)
        tmp <- sapply(input_json$`domains`, function(x) stopifnot(R6::is.R6(x)))
      } else {
        stop(paste("The JSON input `", input, "` is invalid for StatsData: the required field `domains` is missing."))
      }
    },

    #' @description
    #' To string (JSON format)
    #'
    #' @return String representation of StatsData
    toString = function() {
      self$toJSONString()
    },

    #' @description
    #' Return true if the values in all fields are valid.
    #'
    #' @return true if the values in all fields are valid.
    isValid = function() {
      # check if the required `totals` is null
      if (is.null(self$`totals`)) {
        return(FALSE)
      }

      # check if the required `domains` is null
      if (is.null(self$`domains`)) {
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
      # check if the required `totals` is null
      if (is.null(self$`totals`)) {
        invalid_fields["totals"] <- "Non-nullable required field `totals` cannot be null."
      }

      # check if the required `domains` is null
      if (is.null(self$`domains`)) {
        invalid_fields["domains"] <- "Non-nullable required field `domains` cannot be null."
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
# StatsData$unlock()
#
## Below is an example to define the print function
# StatsData$set("public", "print", function(...) {
#   print(jsonlite::prettify(self$toJSONString()))
#   invisible(self)
# })
## Uncomment below to lock the class to prevent modifications to the method or field
# StatsData$lock()

