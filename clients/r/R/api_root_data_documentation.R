#' Create a new ApiRootDataDocumentation
#'
#' @description
#' ApiRootDataDocumentation Class
#'
#' @docType class
#' @title ApiRootDataDocumentation
#' @description ApiRootDataDocumentation Class
#' @format An \code{R6Class} generator object
#' @field openapi Path of this OpenAPI document (JSON). character
#' @field swagger Path of the interactive documentation UI. character
#' @importFrom R6 R6Class
#' @importFrom jsonlite fromJSON toJSON
#' @export
ApiRootDataDocumentation <- R6::R6Class(
  "ApiRootDataDocumentation",
  public = list(
    `openapi` = NULL,
    `swagger` = NULL,

    #' @description
    #' Initialize a new ApiRootDataDocumentation class.
    #'
    #' @param openapi Path of this OpenAPI document (JSON).
    #' @param swagger Path of the interactive documentation UI.
    #' @param ... Other optional arguments.
    initialize = function(`openapi`, `swagger`, ...) {
      if (!missing(`openapi`)) {
        if (!(is.character(`openapi`) && length(`openapi`) == 1)) {
          stop(paste("Error! Invalid data for `openapi`. Must be a string:", `openapi`))
        }
        self$`openapi` <- `openapi`
      }
      if (!missing(`swagger`)) {
        if (!(is.character(`swagger`) && length(`swagger`) == 1)) {
          stop(paste("Error! Invalid data for `swagger`. Must be a string:", `swagger`))
        }
        self$`swagger` <- `swagger`
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
    #' @return ApiRootDataDocumentation as a base R list.
    #' @examples
    #' # convert array of ApiRootDataDocumentation (x) to a data frame
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
    #' Convert ApiRootDataDocumentation to a base R type
    #'
    #' @return A base R type, e.g. a list or numeric/character array.
    toSimpleType = function() {
      ApiRootDataDocumentationObject <- list()
      if (!is.null(self$`openapi`)) {
        ApiRootDataDocumentationObject[["openapi"]] <-
          self$`openapi`
      }
      if (!is.null(self$`swagger`)) {
        ApiRootDataDocumentationObject[["swagger"]] <-
          self$`swagger`
      }
      return(ApiRootDataDocumentationObject)
    },

    #' @description
    #' Deserialize JSON string into an instance of ApiRootDataDocumentation
    #'
    #' @param input_json the JSON input
    #' @return the instance of ApiRootDataDocumentation
    fromJSON = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      if (!is.null(this_object$`openapi`)) {
        self$`openapi` <- this_object$`openapi`
      }
      if (!is.null(this_object$`swagger`)) {
        self$`swagger` <- this_object$`swagger`
      }
      self
    },

    #' @description
    #' To JSON String
    #' 
    #' @param ... Parameters passed to `jsonlite::toJSON`
    #' @return ApiRootDataDocumentation in JSON format
    toJSONString = function(...) {
      simple <- self$toSimpleType()
      json <- jsonlite::toJSON(simple, auto_unbox = TRUE, digits = NA, ...)
      return(as.character(jsonlite::minify(json)))
    },

    #' @description
    #' Deserialize JSON string into an instance of ApiRootDataDocumentation
    #'
    #' @param input_json the JSON input
    #' @return the instance of ApiRootDataDocumentation
    fromJSONString = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      self$`openapi` <- this_object$`openapi`
      self$`swagger` <- this_object$`swagger`
      self
    },

    #' @description
    #' Validate JSON input with respect to ApiRootDataDocumentation and throw an exception if invalid
    #'
    #' @param input the JSON input
    validateJSON = function(input) {
      input_json <- jsonlite::fromJSON(input)
      # check the required field `openapi`
      if (!is.null(input_json$`openapi`)) {
        if (!(is.character(input_json$`openapi`) && length(input_json$`openapi`) == 1)) {
          stop(paste("Error! Invalid data for `openapi`. Must be a string:", input_json$`openapi`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for ApiRootDataDocumentation: the required field `openapi` is missing."))
      }
      # check the required field `swagger`
      if (!is.null(input_json$`swagger`)) {
        if (!(is.character(input_json$`swagger`) && length(input_json$`swagger`) == 1)) {
          stop(paste("Error! Invalid data for `swagger`. Must be a string:", input_json$`swagger`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for ApiRootDataDocumentation: the required field `swagger` is missing."))
      }
    },

    #' @description
    #' To string (JSON format)
    #'
    #' @return String representation of ApiRootDataDocumentation
    toString = function() {
      self$toJSONString()
    },

    #' @description
    #' Return true if the values in all fields are valid.
    #'
    #' @return true if the values in all fields are valid.
    isValid = function() {
      # check if the required `openapi` is null
      if (is.null(self$`openapi`)) {
        return(FALSE)
      }

      # check if the required `swagger` is null
      if (is.null(self$`swagger`)) {
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
      # check if the required `openapi` is null
      if (is.null(self$`openapi`)) {
        invalid_fields["openapi"] <- "Non-nullable required field `openapi` cannot be null."
      }

      # check if the required `swagger` is null
      if (is.null(self$`swagger`)) {
        invalid_fields["swagger"] <- "Non-nullable required field `swagger` cannot be null."
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
# ApiRootDataDocumentation$unlock()
#
## Below is an example to define the print function
# ApiRootDataDocumentation$set("public", "print", function(...) {
#   print(jsonlite::prettify(self$toJSONString()))
#   invisible(self)
# })
## Uncomment below to lock the class to prevent modifications to the method or field
# ApiRootDataDocumentation$lock()

