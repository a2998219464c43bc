#' Create a new TypeaheadItemParent
#'
#' @description
#' Parent context.
#'
#' @docType class
#' @title TypeaheadItemParent
#' @description TypeaheadItemParent Class
#' @format An \code{R6Class} generator object
#' @field genus Genus of the taxon (null above genus rank). character
#' @field family Family of the taxon (null above family rank or when unknown). character
#' @importFrom R6 R6Class
#' @importFrom jsonlite fromJSON toJSON
#' @export
TypeaheadItemParent <- R6::R6Class(
  "TypeaheadItemParent",
  public = list(
    `genus` = NULL,
    `family` = NULL,

    #' @description
    #' Initialize a new TypeaheadItemParent class.
    #'
    #' @param genus Genus of the taxon (null above genus rank).
    #' @param family Family of the taxon (null above family rank or when unknown).
    #' @param ... Other optional arguments.
    initialize = function(`genus`, `family`, ...) {
      if (!missing(`genus`)) {
        if (!(is.character(`genus`) && length(`genus`) == 1)) {
          stop(paste("Error! Invalid data for `genus`. Must be a string:", `genus`))
        }
        self$`genus` <- `genus`
      }
      if (!missing(`family`)) {
        if (!(is.character(`family`) && length(`family`) == 1)) {
          stop(paste("Error! Invalid data for `family`. Must be a string:", `family`))
        }
        self$`family` <- `family`
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
    #' @return TypeaheadItemParent as a base R list.
    #' @examples
    #' # convert array of TypeaheadItemParent (x) to a data frame
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
    #' Convert TypeaheadItemParent to a base R type
    #'
    #' @return A base R type, e.g. a list or numeric/character array.
    toSimpleType = function() {
      TypeaheadItemParentObject <- list()
      if (!is.null(self$`genus`)) {
        TypeaheadItemParentObject[["genus"]] <-
          self$`genus`
      }
      if (!is.null(self$`family`)) {
        TypeaheadItemParentObject[["family"]] <-
          self$`family`
      }
      return(TypeaheadItemParentObject)
    },

    #' @description
    #' Deserialize JSON string into an instance of TypeaheadItemParent
    #'
    #' @param input_json the JSON input
    #' @return the instance of TypeaheadItemParent
    fromJSON = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      if (!is.null(this_object$`genus`)) {
        self$`genus` <- this_object$`genus`
      }
      if (!is.null(this_object$`family`)) {
        self$`family` <- this_object$`family`
      }
      self
    },

    #' @description
    #' To JSON String
    #' 
    #' @param ... Parameters passed to `jsonlite::toJSON`
    #' @return TypeaheadItemParent in JSON format
    toJSONString = function(...) {
      simple <- self$toSimpleType()
      json <- jsonlite::toJSON(simple, auto_unbox = TRUE, digits = NA, ...)
      return(as.character(jsonlite::minify(json)))
    },

    #' @description
    #' Deserialize JSON string into an instance of TypeaheadItemParent
    #'
    #' @param input_json the JSON input
    #' @return the instance of TypeaheadItemParent
    fromJSONString = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      self$`genus` <- this_object$`genus`
      self$`family` <- this_object$`family`
      self
    },

    #' @description
    #' Validate JSON input with respect to TypeaheadItemParent and throw an exception if invalid
    #'
    #' @param input the JSON input
    validateJSON = function(input) {
      input_json <- jsonlite::fromJSON(input)
      # check the required field `genus`
      if (!is.null(input_json$`genus`)) {
        if (!(is.character(input_json$`genus`) && length(input_json$`genus`) == 1)) {
          stop(paste("Error! Invalid data for `genus`. Must be a string:", input_json$`genus`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for TypeaheadItemParent: the required field `genus` is missing."))
      }
      # check the required field `family`
      if (!is.null(input_json$`family`)) {
        if (!(is.character(input_json$`family`) && length(input_json$`family`) == 1)) {
          stop(paste("Error! Invalid data for `family`. Must be a string:", input_json$`family`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for TypeaheadItemParent: the required field `family` is missing."))
      }
    },

    #' @description
    #' To string (JSON format)
    #'
    #' @return String representation of TypeaheadItemParent
    toString = function() {
      self$toJSONString()
    },

    #' @description
    #' Return true if the values in all fields are valid.
    #'
    #' @return true if the values in all fields are valid.
    isValid = function() {
      TRUE
    },

    #' @description
    #' Return a list of invalid fields (if any).
    #'
    #' @return A list of invalid fields (if any).
    getInvalidFields = function() {
      invalid_fields <- list()
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
# TypeaheadItemParent$unlock()
#
## Below is an example to define the print function
# TypeaheadItemParent$set("public", "print", function(...) {
#   print(jsonlite::prettify(self$toJSONString()))
#   invisible(self)
# })
## Uncomment below to lock the class to prevent modifications to the method or field
# TypeaheadItemParent$lock()

