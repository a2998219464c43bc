#' Create a new PcaPreview
#'
#' @description
#' First two principal components of the environmental values of the points; null when fewer than two variables were used.
#'
#' @docType class
#' @title PcaPreview
#' @description PcaPreview Class
#' @format An \code{R6Class} generator object
#' @field variables  list(character)
#' @field explainedVariance Share of variance explained per component, first component first. list(numeric)
#' @field points  list(\link{PcaPreviewPointsInner})
#' @importFrom R6 R6Class
#' @importFrom jsonlite fromJSON toJSON
#' @export
PcaPreview <- R6::R6Class(
  "PcaPreview",
  public = list(
    `variables` = NULL,
    `explainedVariance` = NULL,
    `points` = NULL,

    #' @description
    #' Initialize a new PcaPreview class.
    #'
    #' @param variables variables
    #' @param explainedVariance Share of variance explained per component, first component first.
    #' @param points points
    #' @param ... Other optional arguments.
    initialize = function(`variables`, `explainedVariance`, `points`, ...) {
      if (!missing(`variables`)) {
        stopifnot(is.vector(`variables`), length(`variables`) != 0)
        sapply(`variables`, function(x) stopifnot(is.character(x)))
        self$`variables` <- `variables`
      }
      if (!missing(`explainedVariance`)) {
        stopifnot(is.vector(`explainedVariance`), length(`explainedVariance`) != 0)
        sapply(`explainedVariance`, function(x) stopifnot(is.character(x)))
        self$`explainedVariance` <- `explainedVariance`
      }
      if (!missing(`points`)) {
        stopifnot(is.vector(`points`), length(`points`) != 0)
        sapply(`points`, function(x) stopifnot(R6::is.R6(x)))
        self$`points` <- `points`
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
    #' @return PcaPreview as a base R list.
    #' @examples
    #' # convert array of PcaPreview (x) to a data frame
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
    #' Convert PcaPreview to a base R type
    #'
    #' @return A base R type, e.g. a list or numeric/character array.
    toSimpleType = function() {
      PcaPreviewObject <- list()
      if (!is.null(self$`variables`)) {
        PcaPreviewObject[["variables"]] <-
          self$`variables`
      }
      if (!is.null(self$`explainedVariance`)) {
        PcaPreviewObject[["explainedVariance"]] <-
          self$`explainedVariance`
      }
      if (!is.null(self$`points`)) {
        PcaPreviewObject[["points"]] <-
          self$extractSimpleType(self$`points`)
      }
      return(PcaPreviewObject)
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
    #' Deserialize JSON string into an instance of PcaPreview
    #'
    #' @param input_json the JSON input
    #' @return the instance of PcaPreview
    fromJSON = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      if (!is.null(this_object$`variables`)) {
        self$`variables` <- ApiClient$new()$deserializeObj(this_object$`variables`, "array[character]", loadNamespace("lepidoptera"))
      }
      if (!is.null(this_object$`explainedVariance`)) {
        self$`explainedVariance` <- ApiClient$new()$deserializeObj(this_object$`explainedVariance`, "array[numeric]", loadNamespace("lepidoptera"))
      }
      if (!is.null(this_object$`points`)) {
        self$`points` <- ApiClient$new()$deserializeObj(this_object$`points`, "array[PcaPreviewPointsInner]", loadNamespace("lepidoptera"))
      }
      self
    },

    #' @description
    #' To JSON String
    #' 
    #' @param ... Parameters passed to `jsonlite::toJSON`
    #' @return PcaPreview in JSON format
    toJSONString = function(...) {
      simple <- self$toSimpleType()
      json <- jsonlite::toJSON(simple, auto_unbox = TRUE, digits = NA, ...)
      return(as.character(jsonlite::minify(json)))
    },

    #' @description
    #' Deserialize JSON string into an instance of PcaPreview
    #'
    #' @param input_json the JSON input
    #' @return the instance of PcaPreview
    fromJSONString = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      self$`variables` <- ApiClient$new()$deserializeObj(this_object$`variables`, "array[character]", loadNamespace("lepidoptera"))
      self$`explainedVariance` <- ApiClient$new()$deserializeObj(this_object$`explainedVariance`, "array[numeric]", loadNamespace("lepidoptera"))
      self$`points` <- ApiClient$new()$deserializeObj(this_object$`points`, "array[PcaPreviewPointsInner]", loadNamespace("lepidoptera"))
      self
    },

    #' @description
    #' Validate JSON input with respect to PcaPreview and throw an exception if invalid
    #'
    #' @param input the JSON input
    validateJSON = function(input) {
      input_json <- jsonlite::fromJSON(input)
      # check the required field `variables`
      if (!is.null(input_json$`variables`)) {
        stopifnot(is.vector(input_json$`variables`), length(input_json$`variables`) != 0)
        tmp <- sapply(input_json$`variables`, function(x) stopifnot(is.character(x)))
      } else {
        stop(paste("The JSON input `", input, "` is invalid for PcaPreview: the required field `variables` is missing."))
      }
      # check the required field `explainedVariance`
      if (!is.null(input_json$`explainedVariance`)) {
        stopifnot(is.vector(input_json$`explainedVariance`), length(input_json$`explainedVariance`) != 0)
        tmp <- sapply(input_json$`explainedVariance`, function(x) stopifnot(is.character(x)))
      } else {
        stop(paste("The JSON input `", input, "` is invalid for PcaPreview: the required field `explainedVariance` is missing."))
      }
      # check the required field `points`
      if (!is.null(input_json$`points`)) {
        stopifnot(is.vector(input_json$`points`), length(input_json$`points`) != 0)
        tmp <- sapply(input_json$`points`, function(x) stopifnot(R6::is.R6(x)))
      } else {
        stop(paste("The JSON input `", input, "` is invalid for PcaPreview: the required field `points` is missing."))
      }
    },

    #' @description
    #' To string (JSON format)
    #'
    #' @return String representation of PcaPreview
    toString = function() {
      self$toJSONString()
    },

    #' @description
    #' Return true if the values in all fields are valid.
    #'
    #' @return true if the values in all fields are valid.
    isValid = function() {
      # check if the required `variables` is null
      if (is.null(self$`variables`)) {
        return(FALSE)
      }

      # check if the required `explainedVariance` is null
      if (is.null(self$`explainedVariance`)) {
        return(FALSE)
      }

      # check if the required `points` is null
      if (is.null(self$`points`)) {
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
      # check if the required `variables` is null
      if (is.null(self$`variables`)) {
        invalid_fields["variables"] <- "Non-nullable required field `variables` cannot be null."
      }

      # check if the required `explainedVariance` is null
      if (is.null(self$`explainedVariance`)) {
        invalid_fields["explainedVariance"] <- "Non-nullable required field `explainedVariance` cannot be null."
      }

      # check if the required `points` is null
      if (is.null(self$`points`)) {
        invalid_fields["points"] <- "Non-nullable required field `points` cannot be null."
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
# PcaPreview$unlock()
#
## Below is an example to define the print function
# PcaPreview$set("public", "print", function(...) {
#   print(jsonlite::prettify(self$toJSONString()))
#   invisible(self)
# })
## Uncomment below to lock the class to prevent modifications to the method or field
# PcaPreview$lock()

