#' Create a new TranscriptomeInsightsDataGeneOverviewFeaturesInner
#'
#' @description
#' TranscriptomeInsightsDataGeneOverviewFeaturesInner Class
#'
#' @docType class
#' @title TranscriptomeInsightsDataGeneOverviewFeaturesInner
#' @description TranscriptomeInsightsDataGeneOverviewFeaturesInner Class
#' @format An \code{R6Class} generator object
#' @field type  character
#' @field count  integer
#' @importFrom R6 R6Class
#' @importFrom jsonlite fromJSON toJSON
#' @export
TranscriptomeInsightsDataGeneOverviewFeaturesInner <- R6::R6Class(
  "TranscriptomeInsightsDataGeneOverviewFeaturesInner",
  public = list(
    `type` = NULL,
    `count` = NULL,

    #' @description
    #' Initialize a new TranscriptomeInsightsDataGeneOverviewFeaturesInner class.
    #'
    #' @param type type
    #' @param count count
    #' @param ... Other optional arguments.
    initialize = function(`type`, `count`, ...) {
      if (!missing(`type`)) {
        if (!(is.character(`type`) && length(`type`) == 1)) {
          stop(paste("Error! Invalid data for `type`. Must be a string:", `type`))
        }
        self$`type` <- `type`
      }
      if (!missing(`count`)) {
        if (!(is.numeric(`count`) && length(`count`) == 1)) {
          stop(paste("Error! Invalid data for `count`. Must be an integer:", `count`))
        }
        self$`count` <- `count`
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
    #' @return TranscriptomeInsightsDataGeneOverviewFeaturesInner as a base R list.
    #' @examples
    #' # convert array of TranscriptomeInsightsDataGeneOverviewFeaturesInner (x) to a data frame
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
    #' Convert TranscriptomeInsightsDataGeneOverviewFeaturesInner to a base R type
    #'
    #' @return A base R type, e.g. a list or numeric/character array.
    toSimpleType = function() {
      TranscriptomeInsightsDataGeneOverviewFeaturesInnerObject <- list()
      if (!is.null(self$`type`)) {
        TranscriptomeInsightsDataGeneOverviewFeaturesInnerObject[["type"]] <-
          self$`type`
      }
      if (!is.null(self$`count`)) {
        TranscriptomeInsightsDataGeneOverviewFeaturesInnerObject[["count"]] <-
          self$`count`
      }
      return(TranscriptomeInsightsDataGeneOverviewFeaturesInnerObject)
    },

    #' @description
    #' Deserialize JSON string into an instance of TranscriptomeInsightsDataGeneOverviewFeaturesInner
    #'
    #' @param input_json the JSON input
    #' @return the instance of TranscriptomeInsightsDataGeneOverviewFeaturesInner
    fromJSON = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      if (!is.null(this_object$`type`)) {
        self$`type` <- this_object$`type`
      }
      if (!is.null(this_object$`count`)) {
        self$`count` <- this_object$`count`
      }
      self
    },

    #' @description
    #' To JSON String
    #' 
    #' @param ... Parameters passed to `jsonlite::toJSON`
    #' @return TranscriptomeInsightsDataGeneOverviewFeaturesInner in JSON format
    toJSONString = function(...) {
      simple <- self$toSimpleType()
      json <- jsonlite::toJSON(simple, auto_unbox = TRUE, digits = NA, ...)
      return(as.character(jsonlite::minify(json)))
    },

    #' @description
    #' Deserialize JSON string into an instance of TranscriptomeInsightsDataGeneOverviewFeaturesInner
    #'
    #' @param input_json the JSON input
    #' @return the instance of TranscriptomeInsightsDataGeneOverviewFeaturesInner
    fromJSONString = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      self$`type` <- this_object$`type`
      self$`count` <- this_object$`count`
      self
    },

    #' @description
    #' Validate JSON input with respect to TranscriptomeInsightsDataGeneOverviewFeaturesInner and throw an exception if invalid
    #'
    #' @param input the JSON input
    validateJSON = function(input) {
      input_json <- jsonlite::fromJSON(input)
      # check the required field `type`
      if (!is.null(input_json$`type`)) {
        if (!(is.character(input_json$`type`) && length(input_json$`type`) == 1)) {
          stop(paste("Error! Invalid data for `type`. Must be a string:", input_json$`type`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for TranscriptomeInsightsDataGeneOverviewFeaturesInner: the required field `type` is missing."))
      }
      # check the required field `count`
      if (!is.null(input_json$`count`)) {
        if (!(is.numeric(input_json$`count`) && length(input_json$`count`) == 1)) {
          stop(paste("Error! Invalid data for `count`. Must be an integer:", input_json$`count`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for TranscriptomeInsightsDataGeneOverviewFeaturesInner: the required field `count` is missing."))
      }
    },

    #' @description
    #' To string (JSON format)
    #'
    #' @return String representation of TranscriptomeInsightsDataGeneOverviewFeaturesInner
    toString = function() {
      self$toJSONString()
    },

    #' @description
    #' Return true if the values in all fields are valid.
    #'
    #' @return true if the values in all fields are valid.
    isValid = function() {
      # check if the required `type` is null
      if (is.null(self$`type`)) {
        return(FALSE)
      }

      # check if the required `count` is null
      if (is.null(self$`count`)) {
        return(FALSE)
      }

      if (self$`count` < 0) {
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
      # check if the required `type` is null
      if (is.null(self$`type`)) {
        invalid_fields["type"] <- "Non-nullable required field `type` cannot be null."
      }

      # check if the required `count` is null
      if (is.null(self$`count`)) {
        invalid_fields["count"] <- "Non-nullable required field `count` cannot be null."
      }

      if (self$`count` < 0) {
        invalid_fields["count"] <- "Invalid value for `count`, must be bigger than or equal to 0."
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
# TranscriptomeInsightsDataGeneOverviewFeaturesInner$unlock()
#
## Below is an example to define the print function
# TranscriptomeInsightsDataGeneOverviewFeaturesInner$set("public", "print", function(...) {
#   print(jsonlite::prettify(self$toJSONString()))
#   invisible(self)
# })
## Uncomment below to lock the class to prevent modifications to the method or field
# TranscriptomeInsightsDataGeneOverviewFeaturesInner$lock()

