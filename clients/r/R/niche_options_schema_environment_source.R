#' Create a new NicheOptionsSchemaEnvironmentSource
#'
#' @description
#' NicheOptionsSchemaEnvironmentSource Class
#'
#' @docType class
#' @title NicheOptionsSchemaEnvironmentSource
#' @description NicheOptionsSchemaEnvironmentSource Class
#' @format An \code{R6Class} generator object
#' @field values Ids of `environmentSources`. list(character)
#' @field default Default source, or null when environment tables must be uploaded. character
#' @field description  character
#' @importFrom R6 R6Class
#' @importFrom jsonlite fromJSON toJSON
#' @export
NicheOptionsSchemaEnvironmentSource <- R6::R6Class(
  "NicheOptionsSchemaEnvironmentSource",
  public = list(
    `values` = NULL,
    `default` = NULL,
    `description` = NULL,

    #' @description
    #' Initialize a new NicheOptionsSchemaEnvironmentSource class.
    #'
    #' @param values Ids of `environmentSources`.
    #' @param default Default source, or null when environment tables must be uploaded.
    #' @param description description
    #' @param ... Other optional arguments.
    initialize = function(`values`, `default`, `description`, ...) {
      if (!missing(`values`)) {
        stopifnot(is.vector(`values`), length(`values`) != 0)
        sapply(`values`, function(x) stopifnot(is.character(x)))
        self$`values` <- `values`
      }
      if (!missing(`default`)) {
        if (!(is.character(`default`) && length(`default`) == 1)) {
          stop(paste("Error! Invalid data for `default`. Must be a string:", `default`))
        }
        self$`default` <- `default`
      }
      if (!missing(`description`)) {
        if (!(is.character(`description`) && length(`description`) == 1)) {
          stop(paste("Error! Invalid data for `description`. Must be a string:", `description`))
        }
        self$`description` <- `description`
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
    #' @return NicheOptionsSchemaEnvironmentSource as a base R list.
    #' @examples
    #' # convert array of NicheOptionsSchemaEnvironmentSource (x) to a data frame
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
    #' Convert NicheOptionsSchemaEnvironmentSource to a base R type
    #'
    #' @return A base R type, e.g. a list or numeric/character array.
    toSimpleType = function() {
      NicheOptionsSchemaEnvironmentSourceObject <- list()
      if (!is.null(self$`values`)) {
        NicheOptionsSchemaEnvironmentSourceObject[["values"]] <-
          self$`values`
      }
      if (!is.null(self$`default`)) {
        NicheOptionsSchemaEnvironmentSourceObject[["default"]] <-
          self$`default`
      }
      if (!is.null(self$`description`)) {
        NicheOptionsSchemaEnvironmentSourceObject[["description"]] <-
          self$`description`
      }
      return(NicheOptionsSchemaEnvironmentSourceObject)
    },

    #' @description
    #' Deserialize JSON string into an instance of NicheOptionsSchemaEnvironmentSource
    #'
    #' @param input_json the JSON input
    #' @return the instance of NicheOptionsSchemaEnvironmentSource
    fromJSON = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      if (!is.null(this_object$`values`)) {
        self$`values` <- ApiClient$new()$deserializeObj(this_object$`values`, "array[character]", loadNamespace("lepidoptera"))
      }
      if (!is.null(this_object$`default`)) {
        self$`default` <- this_object$`default`
      }
      if (!is.null(this_object$`description`)) {
        self$`description` <- this_object$`description`
      }
      self
    },

    #' @description
    #' To JSON String
    #' 
    #' @param ... Parameters passed to `jsonlite::toJSON`
    #' @return NicheOptionsSchemaEnvironmentSource in JSON format
    toJSONString = function(...) {
      simple <- self$toSimpleType()
      json <- jsonlite::toJSON(simple, auto_unbox = TRUE, digits = NA, ...)
      return(as.character(jsonlite::minify(json)))
    },

    #' @description
    #' Deserialize JSON string into an instance of NicheOptionsSchemaEnvironmentSource
    #'
    #' @param input_json the JSON input
    #' @return the instance of NicheOptionsSchemaEnvironmentSource
    fromJSONString = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      self$`values` <- ApiClient$new()$deserializeObj(this_object$`values`, "array[character]", loadNamespace("lepidoptera"))
      self$`default` <- this_object$`default`
      self$`description` <- this_object$`description`
      self
    },

    #' @description
    #' Validate JSON input with respect to NicheOptionsSchemaEnvironmentSource and throw an exception if invalid
    #'
    #' @param input the JSON input
    validateJSON = function(input) {
      input_json <- jsonlite::fromJSON(input)
      # check the required field `values`
      if (!is.null(input_json$`values`)) {
        stopifnot(is.vector(input_json$`values`), length(input_json$`values`) != 0)
        tmp <- sapply(input_json$`values`, function(x) stopifnot(is.character(x)))
      } else {
        stop(paste("The JSON input `", input, "` is invalid for NicheOptionsSchemaEnvironmentSource: the required field `values` is missing."))
      }
      # check the required field `default`
      if (!is.null(input_json$`default`)) {
        if (!(is.character(input_json$`default`) && length(input_json$`default`) == 1)) {
          stop(paste("Error! Invalid data for `default`. Must be a string:", input_json$`default`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for NicheOptionsSchemaEnvironmentSource: the required field `default` is missing."))
      }
      # check the required field `description`
      if (!is.null(input_json$`description`)) {
        if (!(is.character(input_json$`description`) && length(input_json$`description`) == 1)) {
          stop(paste("Error! Invalid data for `description`. Must be a string:", input_json$`description`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for NicheOptionsSchemaEnvironmentSource: the required field `description` is missing."))
      }
    },

    #' @description
    #' To string (JSON format)
    #'
    #' @return String representation of NicheOptionsSchemaEnvironmentSource
    toString = function() {
      self$toJSONString()
    },

    #' @description
    #' Return true if the values in all fields are valid.
    #'
    #' @return true if the values in all fields are valid.
    isValid = function() {
      # check if the required `values` is null
      if (is.null(self$`values`)) {
        return(FALSE)
      }

      # check if the required `description` is null
      if (is.null(self$`description`)) {
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
      # check if the required `values` is null
      if (is.null(self$`values`)) {
        invalid_fields["values"] <- "Non-nullable required field `values` cannot be null."
      }

      # check if the required `description` is null
      if (is.null(self$`description`)) {
        invalid_fields["description"] <- "Non-nullable required field `description` cannot be null."
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
# NicheOptionsSchemaEnvironmentSource$unlock()
#
## Below is an example to define the print function
# NicheOptionsSchemaEnvironmentSource$set("public", "print", function(...) {
#   print(jsonlite::prettify(self$toJSONString()))
#   invisible(self)
# })
## Uncomment below to lock the class to prevent modifications to the method or field
# NicheOptionsSchemaEnvironmentSource$lock()

