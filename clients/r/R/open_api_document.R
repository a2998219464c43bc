#' Create a new OpenApiDocument
#'
#' @description
#' This OpenAPI 3.0.3 document, bundled into one JSON object.
#'
#' @docType class
#' @title OpenApiDocument
#' @description OpenApiDocument Class
#' @format An \code{R6Class} generator object
#' @field openapi  character
#' @field info  named list(\link{AnyType})
#' @field paths  named list(\link{AnyType})
#' @field _field_list a list of fields list(character)
#' @field additional_properties additional properties list(character) [optional]
#' @importFrom R6 R6Class
#' @importFrom jsonlite fromJSON toJSON
#' @export
OpenApiDocument <- R6::R6Class(
  "OpenApiDocument",
  inherit = AnyType,
  public = list(
    `openapi` = NULL,
    `info` = NULL,
    `paths` = NULL,
    `_field_list` = c("openapi", "info", "paths"),
    `additional_properties` = list(),

    #' @description
    #' Initialize a new OpenApiDocument class.
    #'
    #' @param openapi openapi
    #' @param info info
    #' @param paths paths
    #' @param additional_properties additional properties (optional)
    #' @param ... Other optional arguments.
    initialize = function(`openapi`, `info`, `paths`, additional_properties = NULL, ...) {
      if (!missing(`openapi`)) {
        if (!(is.character(`openapi`) && length(`openapi`) == 1)) {
          stop(paste("Error! Invalid data for `openapi`. Must be a string:", `openapi`))
        }
        self$`openapi` <- `openapi`
      }
      if (!missing(`info`)) {
        stopifnot(is.vector(`info`), length(`info`) != 0)
        sapply(`info`, function(x) stopifnot(R6::is.R6(x)))
        self$`info` <- `info`
      }
      if (!missing(`paths`)) {
        stopifnot(is.vector(`paths`), length(`paths`) != 0)
        sapply(`paths`, function(x) stopifnot(R6::is.R6(x)))
        self$`paths` <- `paths`
      }
      if (!is.null(additional_properties)) {
        for (key in names(additional_properties)) {
          self$additional_properties[[key]] <- additional_properties[[key]]
        }
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
    #' @return OpenApiDocument as a base R list.
    #' @examples
    #' # convert array of OpenApiDocument (x) to a data frame
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
    #' Convert OpenApiDocument to a base R type
    #'
    #' @return A base R type, e.g. a list or numeric/character array.
    toSimpleType = function() {
      OpenApiDocumentObject <- list()
      if (!is.null(self$`openapi`)) {
        OpenApiDocumentObject[["openapi"]] <-
          self$`openapi`
      }
      if (!is.null(self$`info`)) {
        OpenApiDocumentObject[["info"]] <-
          self$extractSimpleType(self$`info`)
      }
      if (!is.null(self$`paths`)) {
        OpenApiDocumentObject[["paths"]] <-
          self$extractSimpleType(self$`paths`)
      }
      for (key in names(self$additional_properties)) {
        OpenApiDocumentObject[[key]] <- self$additional_properties[[key]]
      }

      return(OpenApiDocumentObject)
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
    #' Deserialize JSON string into an instance of OpenApiDocument
    #'
    #' @param input_json the JSON input
    #' @return the instance of OpenApiDocument
    fromJSON = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      if (!is.null(this_object$`openapi`)) {
        self$`openapi` <- this_object$`openapi`
      }
      if (!is.null(this_object$`info`)) {
        self$`info` <- ApiClient$new()$deserializeObj(this_object$`info`, "map(AnyType)", loadNamespace("lepidoptera"))
      }
      if (!is.null(this_object$`paths`)) {
        self$`paths` <- ApiClient$new()$deserializeObj(this_object$`paths`, "map(AnyType)", loadNamespace("lepidoptera"))
      }
      # process additional properties/fields in the payload
      for (key in names(this_object)) {
        if (!(key %in% self$`_field_list`)) { # json key not in list of fields
          self$additional_properties[[key]] <- this_object[[key]]
        }
      }

      self
    },

    #' @description
    #' To JSON String
    #' 
    #' @param ... Parameters passed to `jsonlite::toJSON`
    #' @return OpenApiDocument in JSON format
    toJSONString = function(...) {
      simple <- self$toSimpleType()
      for (key in names(self$additional_properties)) {
        simple[[key]] <- self$additional_properties[[key]]
      }
      json <- jsonlite::toJSON(simple, auto_unbox = TRUE, digits = NA, ...)
      return(as.character(jsonlite::minify(json)))
    },

    #' @description
    #' Deserialize JSON string into an instance of OpenApiDocument
    #'
    #' @param input_json the JSON input
    #' @return the instance of OpenApiDocument
    fromJSONString = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      self$`openapi` <- this_object$`openapi`
      self$`info` <- ApiClient$new()$deserializeObj(this_object$`info`, "map(AnyType)", loadNamespace("lepidoptera"))
      self$`paths` <- ApiClient$new()$deserializeObj(this_object$`paths`, "map(AnyType)", loadNamespace("lepidoptera"))
      # process additional properties/fields in the payload
      for (key in names(this_object)) {
        if (!(key %in% self$`_field_list`)) { # json key not in list of fields
          self$additional_properties[[key]] <- this_object[[key]]
        }
      }

      self
    },

    #' @description
    #' Validate JSON input with respect to OpenApiDocument and throw an exception if invalid
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
        stop(paste("The JSON input `", input, "` is invalid for OpenApiDocument: the required field `openapi` is missing."))
      }
      # check the required field `info`
      if (!is.null(input_json$`info`)) {
        stopifnot(is.vector(input_json$`info`), length(input_json$`info`) != 0)
        tmp <- sapply(input_json$`info`, function(x) stopifnot(R6::is.R6(x)))
      } else {
        stop(paste("The JSON input `", input, "` is invalid for OpenApiDocument: the required field `info` is missing."))
      }
      # check the required field `paths`
      if (!is.null(input_json$`paths`)) {
        stopifnot(is.vector(input_json$`paths`), length(input_json$`paths`) != 0)
        tmp <- sapply(input_json$`paths`, function(x) stopifnot(R6::is.R6(x)))
      } else {
        stop(paste("The JSON input `", input, "` is invalid for OpenApiDocument: the required field `paths` is missing."))
      }
    },

    #' @description
    #' To string (JSON format)
    #'
    #' @return String representation of OpenApiDocument
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

      # check if the required `info` is null
      if (is.null(self$`info`)) {
        return(FALSE)
      }

      # check if the required `paths` is null
      if (is.null(self$`paths`)) {
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

      # check if the required `info` is null
      if (is.null(self$`info`)) {
        invalid_fields["info"] <- "Non-nullable required field `info` cannot be null."
      }

      # check if the required `paths` is null
      if (is.null(self$`paths`)) {
        invalid_fields["paths"] <- "Non-nullable required field `paths` cannot be null."
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
# OpenApiDocument$unlock()
#
## Below is an example to define the print function
# OpenApiDocument$set("public", "print", function(...) {
#   print(jsonlite::prettify(self$toJSONString()))
#   invisible(self)
# })
## Uncomment below to lock the class to prevent modifications to the method or field
# OpenApiDocument$lock()

