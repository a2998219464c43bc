#' Create a new EnvironmentSourceVariablesInner
#'
#' @description
#' EnvironmentSourceVariablesInner Class
#'
#' @docType class
#' @title EnvironmentSourceVariablesInner
#' @description EnvironmentSourceVariablesInner Class
#' @format An \code{R6Class} generator object
#' @field id  character
#' @field name  character
#' @field unit  character
#' @importFrom R6 R6Class
#' @importFrom jsonlite fromJSON toJSON
#' @export
EnvironmentSourceVariablesInner <- R6::R6Class(
  "EnvironmentSourceVariablesInner",
  public = list(
    `id` = NULL,
    `name` = NULL,
    `unit` = NULL,

    #' @description
    #' Initialize a new EnvironmentSourceVariablesInner class.
    #'
    #' @param id id
    #' @param name name
    #' @param unit unit
    #' @param ... Other optional arguments.
    initialize = function(`id`, `name`, `unit`, ...) {
      if (!missing(`id`)) {
        if (!(is.character(`id`) && length(`id`) == 1)) {
          stop(paste("Error! Invalid data for `id`. Must be a string:", `id`))
        }
        self$`id` <- `id`
      }
      if (!missing(`name`)) {
        if (!(is.character(`name`) && length(`name`) == 1)) {
          stop(paste("Error! Invalid data for `name`. Must be a string:", `name`))
        }
        self$`name` <- `name`
      }
      if (!missing(`unit`)) {
        if (!(is.character(`unit`) && length(`unit`) == 1)) {
          stop(paste("Error! Invalid data for `unit`. Must be a string:", `unit`))
        }
        self$`unit` <- `unit`
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
    #' @return EnvironmentSourceVariablesInner as a base R list.
    #' @examples
    #' # convert array of EnvironmentSourceVariablesInner (x) to a data frame
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
    #' Convert EnvironmentSourceVariablesInner to a base R type
    #'
    #' @return A base R type, e.g. a list or numeric/character array.
    toSimpleType = function() {
      EnvironmentSourceVariablesInnerObject <- list()
      if (!is.null(self$`id`)) {
        EnvironmentSourceVariablesInnerObject[["id"]] <-
          self$`id`
      }
      if (!is.null(self$`name`)) {
        EnvironmentSourceVariablesInnerObject[["name"]] <-
          self$`name`
      }
      if (!is.null(self$`unit`)) {
        EnvironmentSourceVariablesInnerObject[["unit"]] <-
          self$`unit`
      }
      return(EnvironmentSourceVariablesInnerObject)
    },

    #' @description
    #' Deserialize JSON string into an instance of EnvironmentSourceVariablesInner
    #'
    #' @param input_json the JSON input
    #' @return the instance of EnvironmentSourceVariablesInner
    fromJSON = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      if (!is.null(this_object$`id`)) {
        self$`id` <- this_object$`id`
      }
      if (!is.null(this_object$`name`)) {
        self$`name` <- this_object$`name`
      }
      if (!is.null(this_object$`unit`)) {
        self$`unit` <- this_object$`unit`
      }
      self
    },

    #' @description
    #' To JSON String
    #' 
    #' @param ... Parameters passed to `jsonlite::toJSON`
    #' @return EnvironmentSourceVariablesInner in JSON format
    toJSONString = function(...) {
      simple <- self$toSimpleType()
      json <- jsonlite::toJSON(simple, auto_unbox = TRUE, digits = NA, ...)
      return(as.character(jsonlite::minify(json)))
    },

    #' @description
    #' Deserialize JSON string into an instance of EnvironmentSourceVariablesInner
    #'
    #' @param input_json the JSON input
    #' @return the instance of EnvironmentSourceVariablesInner
    fromJSONString = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      self$`id` <- this_object$`id`
      self$`name` <- this_object$`name`
      self$`unit` <- this_object$`unit`
      self
    },

    #' @description
    #' Validate JSON input with respect to EnvironmentSourceVariablesInner and throw an exception if invalid
    #'
    #' @param input the JSON input
    validateJSON = function(input) {
      input_json <- jsonlite::fromJSON(input)
      # check the required field `id`
      if (!is.null(input_json$`id`)) {
        if (!(is.character(input_json$`id`) && length(input_json$`id`) == 1)) {
          stop(paste("Error! Invalid data for `id`. Must be a string:", input_json$`id`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for EnvironmentSourceVariablesInner: the required field `id` is missing."))
      }
      # check the required field `name`
      if (!is.null(input_json$`name`)) {
        if (!(is.character(input_json$`name`) && length(input_json$`name`) == 1)) {
          stop(paste("Error! Invalid data for `name`. Must be a string:", input_json$`name`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for EnvironmentSourceVariablesInner: the required field `name` is missing."))
      }
      # check the required field `unit`
      if (!is.null(input_json$`unit`)) {
        if (!(is.character(input_json$`unit`) && length(input_json$`unit`) == 1)) {
          stop(paste("Error! Invalid data for `unit`. Must be a string:", input_json$`unit`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for EnvironmentSourceVariablesInner: the required field `unit` is missing."))
      }
    },

    #' @description
    #' To string (JSON format)
    #'
    #' @return String representation of EnvironmentSourceVariablesInner
    toString = function() {
      self$toJSONString()
    },

    #' @description
    #' Return true if the values in all fields are valid.
    #'
    #' @return true if the values in all fields are valid.
    isValid = function() {
      # check if the required `id` is null
      if (is.null(self$`id`)) {
        return(FALSE)
      }

      # check if the required `name` is null
      if (is.null(self$`name`)) {
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
      # check if the required `id` is null
      if (is.null(self$`id`)) {
        invalid_fields["id"] <- "Non-nullable required field `id` cannot be null."
      }

      # check if the required `name` is null
      if (is.null(self$`name`)) {
        invalid_fields["name"] <- "Non-nullable required field `name` cannot be null."
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
# EnvironmentSourceVariablesInner$unlock()
#
## Below is an example to define the print function
# EnvironmentSourceVariablesInner$set("public", "print", function(...) {
#   print(jsonlite::prettify(self$toJSONString()))
#   invisible(self)
# })
## Uncomment below to lock the class to prevent modifications to the method or field
# EnvironmentSourceVariablesInner$lock()

