#' Create a new NicheOptionsSchema
#'
#' @description
#' Options a configuration may set, with their allowed values and defaults.
#'
#' @docType class
#' @title NicheOptionsSchema
#' @description NicheOptionsSchema Class
#' @format An \code{R6Class} generator object
#' @field variableSelection  \link{NicheOptionsSchemaVariableSelection}
#' @field independence  \link{NicheOptionsSchemaIndependence}
#' @field environmentSource  \link{NicheOptionsSchemaEnvironmentSource}
#' @field seed  \link{NicheOptionsSchemaSeed}
#' @importFrom R6 R6Class
#' @importFrom jsonlite fromJSON toJSON
#' @export
NicheOptionsSchema <- R6::R6Class(
  "NicheOptionsSchema",
  public = list(
    `variableSelection` = NULL,
    `independence` = NULL,
    `environmentSource` = NULL,
    `seed` = NULL,

    #' @description
    #' Initialize a new NicheOptionsSchema class.
    #'
    #' @param variableSelection variableSelection
    #' @param independence independence
    #' @param environmentSource environmentSource
    #' @param seed seed
    #' @param ... Other optional arguments.
    initialize = function(`variableSelection`, `independence`, `environmentSource`, `seed`, ...) {
      if (!missing(`variableSelection`)) {
        stopifnot(R6::is.R6(`variableSelection`))
        self$`variableSelection` <- `variableSelection`
      }
      if (!missing(`independence`)) {
        stopifnot(R6::is.R6(`independence`))
        self$`independence` <- `independence`
      }
      if (!missing(`environmentSource`)) {
        stopifnot(R6::is.R6(`environmentSource`))
        self$`environmentSource` <- `environmentSource`
      }
      if (!missing(`seed`)) {
        stopifnot(R6::is.R6(`seed`))
        self$`seed` <- `seed`
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
    #' @return NicheOptionsSchema as a base R list.
    #' @examples
    #' # convert array of NicheOptionsSchema (x) to a data frame
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
    #' Convert NicheOptionsSchema to a base R type
    #'
    #' @return A base R type, e.g. a list or numeric/character array.
    toSimpleType = function() {
      NicheOptionsSchemaObject <- list()
      if (!is.null(self$`variableSelection`)) {
        NicheOptionsSchemaObject[["variableSelection"]] <-
          self$extractSimpleType(self$`variableSelection`)
      }
      if (!is.null(self$`independence`)) {
        NicheOptionsSchemaObject[["independence"]] <-
          self$extractSimpleType(self$`independence`)
      }
      if (!is.null(self$`environmentSource`)) {
        NicheOptionsSchemaObject[["environmentSource"]] <-
          self$extractSimpleType(self$`environmentSource`)
      }
      if (!is.null(self$`seed`)) {
        NicheOptionsSchemaObject[["seed"]] <-
          self$extractSimpleType(self$`seed`)
      }
      return(NicheOptionsSchemaObject)
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
    #' Deserialize JSON string into an instance of NicheOptionsSchema
    #'
    #' @param input_json the JSON input
    #' @return the instance of NicheOptionsSchema
    fromJSON = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      if (!is.null(this_object$`variableSelection`)) {
        `variableselection_object` <- NicheOptionsSchemaVariableSelection$new()
        `variableselection_object`$fromJSON(jsonlite::toJSON(this_object$`variableSelection`, auto_unbox = TRUE, digits = NA))
        self$`variableSelection` <- `variableselection_object`
      }
      if (!is.null(this_object$`independence`)) {
        `independence_object` <- NicheOptionsSchemaIndependence$new()
        `independence_object`$fromJSON(jsonlite::toJSON(this_object$`independence`, auto_unbox = TRUE, digits = NA))
        self$`independence` <- `independence_object`
      }
      if (!is.null(this_object$`environmentSource`)) {
        `environmentsource_object` <- NicheOptionsSchemaEnvironmentSource$new()
        `environmentsource_object`$fromJSON(jsonlite::toJSON(this_object$`environmentSource`, auto_unbox = TRUE, digits = NA))
        self$`environmentSource` <- `environmentsource_object`
      }
      if (!is.null(this_object$`seed`)) {
        `seed_object` <- NicheOptionsSchemaSeed$new()
        `seed_object`$fromJSON(jsonlite::toJSON(this_object$`seed`, auto_unbox = TRUE, digits = NA))
        self$`seed` <- `seed_object`
      }
      self
    },

    #' @description
    #' To JSON String
    #' 
    #' @param ... Parameters passed to `jsonlite::toJSON`
    #' @return NicheOptionsSchema in JSON format
    toJSONString = function(...) {
      simple <- self$toSimpleType()
      json <- jsonlite::toJSON(simple, auto_unbox = TRUE, digits = NA, ...)
      return(as.character(jsonlite::minify(json)))
    },

    #' @description
    #' Deserialize JSON string into an instance of NicheOptionsSchema
    #'
    #' @param input_json the JSON input
    #' @return the instance of NicheOptionsSchema
    fromJSONString = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      self$`variableSelection` <- NicheOptionsSchemaVariableSelection$new()$fromJSON(jsonlite::toJSON(this_object$`variableSelection`, auto_unbox = TRUE, digits = NA))
      self$`independence` <- NicheOptionsSchemaIndependence$new()$fromJSON(jsonlite::toJSON(this_object$`independence`, auto_unbox = TRUE, digits = NA))
      self$`environmentSource` <- NicheOptionsSchemaEnvironmentSource$new()$fromJSON(jsonlite::toJSON(this_object$`environmentSource`, auto_unbox = TRUE, digits = NA))
      self$`seed` <- NicheOptionsSchemaSeed$new()$fromJSON(jsonlite::toJSON(this_object$`seed`, auto_unbox = TRUE, digits = NA))
      self
    },

    #' @description
    #' Validate JSON input with respect to NicheOptionsSchema and throw an exception if invalid
    #'
    #' @param input the JSON input
    validateJSON = function(input) {
      input_json <- jsonlite::fromJSON(input)
      # check the required field `variableSelection`
      if (!is.null(input_json$`variableSelection`)) {
        stopifnot(R6::is.R6(input_json$`variableSelection`))
      } else {
        stop(paste("The JSON input `", input, "` is invalid for NicheOptionsSchema: the required field `variableSelection` is missing."))
      }
      # check the required field `independence`
      if (!is.null(input_json$`independence`)) {
        stopifnot(R6::is.R6(input_json$`independence`))
      } else {
        stop(paste("The JSON input `", input, "` is invalid for NicheOptionsSchema: the required field `independence` is missing."))
      }
      # check the required field `environmentSource`
      if (!is.null(input_json$`environmentSource`)) {
        stopifnot(R6::is.R6(input_json$`environmentSource`))
      } else {
        stop(paste("The JSON input `", input, "` is invalid for NicheOptionsSchema: the required field `environmentSource` is missing."))
      }
      # check the required field `seed`
      if (!is.null(input_json$`seed`)) {
        stopifnot(R6::is.R6(input_json$`seed`))
      } else {
        stop(paste("The JSON input `", input, "` is invalid for NicheOptionsSchema: the required field `seed` is missing."))
      }
    },

    #' @description
    #' To string (JSON format)
    #'
    #' @return String representation of NicheOptionsSchema
    toString = function() {
      self$toJSONString()
    },

    #' @description
    #' Return true if the values in all fields are valid.
    #'
    #' @return true if the values in all fields are valid.
    isValid = function() {
      # check if the required `variableSelection` is null
      if (is.null(self$`variableSelection`)) {
        return(FALSE)
      }

      # check if the required `independence` is null
      if (is.null(self$`independence`)) {
        return(FALSE)
      }

      # check if the required `environmentSource` is null
      if (is.null(self$`environmentSource`)) {
        return(FALSE)
      }

      # check if the required `seed` is null
      if (is.null(self$`seed`)) {
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
      # check if the required `variableSelection` is null
      if (is.null(self$`variableSelection`)) {
        invalid_fields["variableSelection"] <- "Non-nullable required field `variableSelection` cannot be null."
      }

      # check if the required `independence` is null
      if (is.null(self$`independence`)) {
        invalid_fields["independence"] <- "Non-nullable required field `independence` cannot be null."
      }

      # check if the required `environmentSource` is null
      if (is.null(self$`environmentSource`)) {
        invalid_fields["environmentSource"] <- "Non-nullable required field `environmentSource` cannot be null."
      }

      # check if the required `seed` is null
      if (is.null(self$`seed`)) {
        invalid_fields["seed"] <- "Non-nullable required field `seed` cannot be null."
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
# NicheOptionsSchema$unlock()
#
## Below is an example to define the print function
# NicheOptionsSchema$set("public", "print", function(...) {
#   print(jsonlite::prettify(self$toJSONString()))
#   invisible(self)
# })
## Uncomment below to lock the class to prevent modifications to the method or field
# NicheOptionsSchema$lock()

