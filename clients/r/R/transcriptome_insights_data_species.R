#' Create a new TranscriptomeInsightsDataSpecies
#'
#' @description
#' TranscriptomeInsightsDataSpecies Class
#'
#' @docType class
#' @title TranscriptomeInsightsDataSpecies
#' @description TranscriptomeInsightsDataSpecies Class
#' @format An \code{R6Class} generator object
#' @field slug  character
#' @field scientificName  character
#' @importFrom R6 R6Class
#' @importFrom jsonlite fromJSON toJSON
#' @export
TranscriptomeInsightsDataSpecies <- R6::R6Class(
  "TranscriptomeInsightsDataSpecies",
  public = list(
    `slug` = NULL,
    `scientificName` = NULL,

    #' @description
    #' Initialize a new TranscriptomeInsightsDataSpecies class.
    #'
    #' @param slug slug
    #' @param scientificName scientificName
    #' @param ... Other optional arguments.
    initialize = function(`slug`, `scientificName`, ...) {
      if (!missing(`slug`)) {
        if (!(is.character(`slug`) && length(`slug`) == 1)) {
          stop(paste("Error! Invalid data for `slug`. Must be a string:", `slug`))
        }
        self$`slug` <- `slug`
      }
      if (!missing(`scientificName`)) {
        if (!(is.character(`scientificName`) && length(`scientificName`) == 1)) {
          stop(paste("Error! Invalid data for `scientificName`. Must be a string:", `scientificName`))
        }
        self$`scientificName` <- `scientificName`
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
    #' @return TranscriptomeInsightsDataSpecies as a base R list.
    #' @examples
    #' # convert array of TranscriptomeInsightsDataSpecies (x) to a data frame
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
    #' Convert TranscriptomeInsightsDataSpecies to a base R type
    #'
    #' @return A base R type, e.g. a list or numeric/character array.
    toSimpleType = function() {
      TranscriptomeInsightsDataSpeciesObject <- list()
      if (!is.null(self$`slug`)) {
        TranscriptomeInsightsDataSpeciesObject[["slug"]] <-
          self$`slug`
      }
      if (!is.null(self$`scientificName`)) {
        TranscriptomeInsightsDataSpeciesObject[["scientificName"]] <-
          self$`scientificName`
      }
      return(TranscriptomeInsightsDataSpeciesObject)
    },

    #' @description
    #' Deserialize JSON string into an instance of TranscriptomeInsightsDataSpecies
    #'
    #' @param input_json the JSON input
    #' @return the instance of TranscriptomeInsightsDataSpecies
    fromJSON = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      if (!is.null(this_object$`slug`)) {
        self$`slug` <- this_object$`slug`
      }
      if (!is.null(this_object$`scientificName`)) {
        self$`scientificName` <- this_object$`scientificName`
      }
      self
    },

    #' @description
    #' To JSON String
    #' 
    #' @param ... Parameters passed to `jsonlite::toJSON`
    #' @return TranscriptomeInsightsDataSpecies in JSON format
    toJSONString = function(...) {
      simple <- self$toSimpleType()
      json <- jsonlite::toJSON(simple, auto_unbox = TRUE, digits = NA, ...)
      return(as.character(jsonlite::minify(json)))
    },

    #' @description
    #' Deserialize JSON string into an instance of TranscriptomeInsightsDataSpecies
    #'
    #' @param input_json the JSON input
    #' @return the instance of TranscriptomeInsightsDataSpecies
    fromJSONString = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      self$`slug` <- this_object$`slug`
      self$`scientificName` <- this_object$`scientificName`
      self
    },

    #' @description
    #' Validate JSON input with respect to TranscriptomeInsightsDataSpecies and throw an exception if invalid
    #'
    #' @param input the JSON input
    validateJSON = function(input) {
      input_json <- jsonlite::fromJSON(input)
      # check the required field `slug`
      if (!is.null(input_json$`slug`)) {
        if (!(is.character(input_json$`slug`) && length(input_json$`slug`) == 1)) {
          stop(paste("Error! Invalid data for `slug`. Must be a string:", input_json$`slug`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for TranscriptomeInsightsDataSpecies: the required field `slug` is missing."))
      }
      # check the required field `scientificName`
      if (!is.null(input_json$`scientificName`)) {
        if (!(is.character(input_json$`scientificName`) && length(input_json$`scientificName`) == 1)) {
          stop(paste("Error! Invalid data for `scientificName`. Must be a string:", input_json$`scientificName`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for TranscriptomeInsightsDataSpecies: the required field `scientificName` is missing."))
      }
    },

    #' @description
    #' To string (JSON format)
    #'
    #' @return String representation of TranscriptomeInsightsDataSpecies
    toString = function() {
      self$toJSONString()
    },

    #' @description
    #' Return true if the values in all fields are valid.
    #'
    #' @return true if the values in all fields are valid.
    isValid = function() {
      # check if the required `slug` is null
      if (is.null(self$`slug`)) {
        return(FALSE)
      }

      if (!str_detect(self$`slug`, "^[a-z0-9]+(?:-[a-z0-9]+)*$")) {
        return(FALSE)
      }

      # check if the required `scientificName` is null
      if (is.null(self$`scientificName`)) {
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
      # check if the required `slug` is null
      if (is.null(self$`slug`)) {
        invalid_fields["slug"] <- "Non-nullable required field `slug` cannot be null."
      }

      if (!str_detect(self$`slug`, "^[a-z0-9]+(?:-[a-z0-9]+)*$")) {
        invalid_fields["slug"] <- "Invalid value for `slug`, must conform to the pattern ^[a-z0-9]+(?:-[a-z0-9]+)*$."
      }

      # check if the required `scientificName` is null
      if (is.null(self$`scientificName`)) {
        invalid_fields["scientificName"] <- "Non-nullable required field `scientificName` cannot be null."
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
# TranscriptomeInsightsDataSpecies$unlock()
#
## Below is an example to define the print function
# TranscriptomeInsightsDataSpecies$set("public", "print", function(...) {
#   print(jsonlite::prettify(self$toJSONString()))
#   invisible(self)
# })
## Uncomment below to lock the class to prevent modifications to the method or field
# TranscriptomeInsightsDataSpecies$lock()

