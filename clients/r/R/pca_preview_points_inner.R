#' Create a new PcaPreviewPointsInner
#'
#' @description
#' PcaPreviewPointsInner Class
#'
#' @docType class
#' @title PcaPreviewPointsInner
#' @description PcaPreviewPointsInner Class
#' @format An \code{R6Class} generator object
#' @field pc1  numeric
#' @field pc2  numeric
#' @field kind  \link{PointKind}
#' @field species  character
#' @importFrom R6 R6Class
#' @importFrom jsonlite fromJSON toJSON
#' @export
PcaPreviewPointsInner <- R6::R6Class(
  "PcaPreviewPointsInner",
  public = list(
    `pc1` = NULL,
    `pc2` = NULL,
    `kind` = NULL,
    `species` = NULL,

    #' @description
    #' Initialize a new PcaPreviewPointsInner class.
    #'
    #' @param pc1 pc1
    #' @param pc2 pc2
    #' @param kind kind
    #' @param species species
    #' @param ... Other optional arguments.
    initialize = function(`pc1`, `pc2`, `kind`, `species`, ...) {
      if (!missing(`pc1`)) {
        self$`pc1` <- `pc1`
      }
      if (!missing(`pc2`)) {
        self$`pc2` <- `pc2`
      }
      if (!missing(`kind`)) {
        if (!(`kind` %in% c())) {
          stop(paste("Error! \"", `kind`, "\" cannot be assigned to `kind`. Must be .", sep = ""))
        }
        stopifnot(R6::is.R6(`kind`))
        self$`kind` <- `kind`
      }
      if (!missing(`species`)) {
        if (!(is.character(`species`) && length(`species`) == 1)) {
          stop(paste("Error! Invalid data for `species`. Must be a string:", `species`))
        }
        self$`species` <- `species`
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
    #' @return PcaPreviewPointsInner as a base R list.
    #' @examples
    #' # convert array of PcaPreviewPointsInner (x) to a data frame
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
    #' Convert PcaPreviewPointsInner to a base R type
    #'
    #' @return A base R type, e.g. a list or numeric/character array.
    toSimpleType = function() {
      PcaPreviewPointsInnerObject <- list()
      if (!is.null(self$`pc1`)) {
        PcaPreviewPointsInnerObject[["pc1"]] <-
          self$`pc1`
      }
      if (!is.null(self$`pc2`)) {
        PcaPreviewPointsInnerObject[["pc2"]] <-
          self$`pc2`
      }
      if (!is.null(self$`kind`)) {
        PcaPreviewPointsInnerObject[["kind"]] <-
          self$extractSimpleType(self$`kind`)
      }
      if (!is.null(self$`species`)) {
        PcaPreviewPointsInnerObject[["species"]] <-
          self$`species`
      }
      return(PcaPreviewPointsInnerObject)
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
    #' Deserialize JSON string into an instance of PcaPreviewPointsInner
    #'
    #' @param input_json the JSON input
    #' @return the instance of PcaPreviewPointsInner
    fromJSON = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      if (!is.null(this_object$`pc1`)) {
        self$`pc1` <- this_object$`pc1`
      }
      if (!is.null(this_object$`pc2`)) {
        self$`pc2` <- this_object$`pc2`
      }
      if (!is.null(this_object$`kind`)) {
        `kind_object` <- PointKind$new()
        `kind_object`$fromJSON(jsonlite::toJSON(this_object$`kind`, auto_unbox = TRUE, digits = NA))
        self$`kind` <- `kind_object`
      }
      if (!is.null(this_object$`species`)) {
        self$`species` <- this_object$`species`
      }
      self
    },

    #' @description
    #' To JSON String
    #' 
    #' @param ... Parameters passed to `jsonlite::toJSON`
    #' @return PcaPreviewPointsInner in JSON format
    toJSONString = function(...) {
      simple <- self$toSimpleType()
      json <- jsonlite::toJSON(simple, auto_unbox = TRUE, digits = NA, ...)
      return(as.character(jsonlite::minify(json)))
    },

    #' @description
    #' Deserialize JSON string into an instance of PcaPreviewPointsInner
    #'
    #' @param input_json the JSON input
    #' @return the instance of PcaPreviewPointsInner
    fromJSONString = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      self$`pc1` <- this_object$`pc1`
      self$`pc2` <- this_object$`pc2`
      self$`kind` <- PointKind$new()$fromJSON(jsonlite::toJSON(this_object$`kind`, auto_unbox = TRUE, digits = NA))
      self$`species` <- this_object$`species`
      self
    },

    #' @description
    #' Validate JSON input with respect to PcaPreviewPointsInner and throw an exception if invalid
    #'
    #' @param input the JSON input
    validateJSON = function(input) {
      input_json <- jsonlite::fromJSON(input)
      # check the required field `pc1`
      if (!is.null(input_json$`pc1`)) {
      } else {
        stop(paste("The JSON input `", input, "` is invalid for PcaPreviewPointsInner: the required field `pc1` is missing."))
      }
      # check the required field `pc2`
      if (!is.null(input_json$`pc2`)) {
      } else {
        stop(paste("The JSON input `", input, "` is invalid for PcaPreviewPointsInner: the required field `pc2` is missing."))
      }
      # check the required field `kind`
      if (!is.null(input_json$`kind`)) {
        stopifnot(R6::is.R6(input_json$`kind`))
      } else {
        stop(paste("The JSON input `", input, "` is invalid for PcaPreviewPointsInner: the required field `kind` is missing."))
      }
      # check the required field `species`
      if (!is.null(input_json$`species`)) {
        if (!(is.character(input_json$`species`) && length(input_json$`species`) == 1)) {
          stop(paste("Error! Invalid data for `species`. Must be a string:", input_json$`species`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for PcaPreviewPointsInner: the required field `species` is missing."))
      }
    },

    #' @description
    #' To string (JSON format)
    #'
    #' @return String representation of PcaPreviewPointsInner
    toString = function() {
      self$toJSONString()
    },

    #' @description
    #' Return true if the values in all fields are valid.
    #'
    #' @return true if the values in all fields are valid.
    isValid = function() {
      # check if the required `pc1` is null
      if (is.null(self$`pc1`)) {
        return(FALSE)
      }

      # check if the required `pc2` is null
      if (is.null(self$`pc2`)) {
        return(FALSE)
      }

      # check if the required `kind` is null
      if (is.null(self$`kind`)) {
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
      # check if the required `pc1` is null
      if (is.null(self$`pc1`)) {
        invalid_fields["pc1"] <- "Non-nullable required field `pc1` cannot be null."
      }

      # check if the required `pc2` is null
      if (is.null(self$`pc2`)) {
        invalid_fields["pc2"] <- "Non-nullable required field `pc2` cannot be null."
      }

      # check if the required `kind` is null
      if (is.null(self$`kind`)) {
        invalid_fields["kind"] <- "Non-nullable required field `kind` cannot be null."
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
# PcaPreviewPointsInner$unlock()
#
## Below is an example to define the print function
# PcaPreviewPointsInner$set("public", "print", function(...) {
#   print(jsonlite::prettify(self$toJSONString()))
#   invisible(self)
# })
## Uncomment below to lock the class to prevent modifications to the method or field
# PcaPreviewPointsInner$lock()

