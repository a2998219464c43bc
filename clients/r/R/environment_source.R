#' Create a new EnvironmentSource
#'
#' @description
#' EnvironmentSource Class
#'
#' @docType class
#' @title EnvironmentSource
#' @description EnvironmentSource Class
#' @format An \code{R6Class} generator object
#' @field id  character
#' @field name  character
#' @field variables  list(\link{EnvironmentSourceVariablesInner})
#' @field resolution Spatial resolution (e.g. `1°`, `0.5°`, `stations`). character
#' @field licence  character
#' @field citation  character
#' @importFrom R6 R6Class
#' @importFrom jsonlite fromJSON toJSON
#' @export
EnvironmentSource <- R6::R6Class(
  "EnvironmentSource",
  public = list(
    `id` = NULL,
    `name` = NULL,
    `variables` = NULL,
    `resolution` = NULL,
    `licence` = NULL,
    `citation` = NULL,

    #' @description
    #' Initialize a new EnvironmentSource class.
    #'
    #' @param id id
    #' @param name name
    #' @param variables variables
    #' @param resolution Spatial resolution (e.g. `1°`, `0.5°`, `stations`).
    #' @param licence licence
    #' @param citation citation
    #' @param ... Other optional arguments.
    initialize = function(`id`, `name`, `variables`, `resolution`, `licence`, `citation`, ...) {
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
      if (!missing(`variables`)) {
        stopifnot(is.vector(`variables`), length(`variables`) != 0)
        sapply(`variables`, function(x) stopifnot(R6::is.R6(x)))
        self$`variables` <- `variables`
      }
      if (!missing(`resolution`)) {
        if (!(is.character(`resolution`) && length(`resolution`) == 1)) {
          stop(paste("Error! Invalid data for `resolution`. Must be a string:", `resolution`))
        }
        self$`resolution` <- `resolution`
      }
      if (!missing(`licence`)) {
        if (!(is.character(`licence`) && length(`licence`) == 1)) {
          stop(paste("Error! Invalid data for `licence`. Must be a string:", `licence`))
        }
        self$`licence` <- `licence`
      }
      if (!missing(`citation`)) {
        if (!(is.character(`citation`) && length(`citation`) == 1)) {
          stop(paste("Error! Invalid data for `citation`. Must be a string:", `citation`))
        }
        self$`citation` <- `citation`
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
    #' @return EnvironmentSource as a base R list.
    #' @examples
    #' # convert array of EnvironmentSource (x) to a data frame
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
    #' Convert EnvironmentSource to a base R type
    #'
    #' @return A base R type, e.g. a list or numeric/character array.
    toSimpleType = function() {
      EnvironmentSourceObject <- list()
      if (!is.null(self$`id`)) {
        EnvironmentSourceObject[["id"]] <-
          self$`id`
      }
      if (!is.null(self$`name`)) {
        EnvironmentSourceObject[["name"]] <-
          self$`name`
      }
      if (!is.null(self$`variables`)) {
        EnvironmentSourceObject[["variables"]] <-
          self$extractSimpleType(self$`variables`)
      }
      if (!is.null(self$`resolution`)) {
        EnvironmentSourceObject[["resolution"]] <-
          self$`resolution`
      }
      if (!is.null(self$`licence`)) {
        EnvironmentSourceObject[["licence"]] <-
          self$`licence`
      }
      if (!is.null(self$`citation`)) {
        EnvironmentSourceObject[["citation"]] <-
          self$`citation`
      }
      return(EnvironmentSourceObject)
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
    #' Deserialize JSON string into an instance of EnvironmentSource
    #'
    #' @param input_json the JSON input
    #' @return the instance of EnvironmentSource
    fromJSON = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      if (!is.null(this_object$`id`)) {
        self$`id` <- this_object$`id`
      }
      if (!is.null(this_object$`name`)) {
        self$`name` <- this_object$`name`
      }
      if (!is.null(this_object$`variables`)) {
        self$`variables` <- ApiClient$new()$deserializeObj(this_object$`variables`, "array[EnvironmentSourceVariablesInner]", loadNamespace("lepidoptera"))
      }
      if (!is.null(this_object$`resolution`)) {
        self$`resolution` <- this_object$`resolution`
      }
      if (!is.null(this_object$`licence`)) {
        self$`licence` <- this_object$`licence`
      }
      if (!is.null(this_object$`citation`)) {
        self$`citation` <- this_object$`citation`
      }
      self
    },

    #' @description
    #' To JSON String
    #' 
    #' @param ... Parameters passed to `jsonlite::toJSON`
    #' @return EnvironmentSource in JSON format
    toJSONString = function(...) {
      simple <- self$toSimpleType()
      json <- jsonlite::toJSON(simple, auto_unbox = TRUE, digits = NA, ...)
      return(as.character(jsonlite::minify(json)))
    },

    #' @description
    #' Deserialize JSON string into an instance of EnvironmentSource
    #'
    #' @param input_json the JSON input
    #' @return the instance of EnvironmentSource
    fromJSONString = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      self$`id` <- this_object$`id`
      self$`name` <- this_object$`name`
      self$`variables` <- ApiClient$new()$deserializeObj(this_object$`variables`, "array[EnvironmentSourceVariablesInner]", loadNamespace("lepidoptera"))
      self$`resolution` <- this_object$`resolution`
      self$`licence` <- this_object$`licence`
      self$`citation` <- this_object$`citation`
      self
    },

    #' @description
    #' Validate JSON input with respect to EnvironmentSource and throw an exception if invalid
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
        stop(paste("The JSON input `", input, "` is invalid for EnvironmentSource: the required field `id` is missing."))
      }
      # check the required field `name`
      if (!is.null(input_json$`name`)) {
        if (!(is.character(input_json$`name`) && length(input_json$`name`) == 1)) {
          stop(paste("Error! Invalid data for `name`. Must be a string:", input_json$`name`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for EnvironmentSource: the required field `name` is missing."))
      }
      # check the required field `variables`
      if (!is.null(input_json$`variables`)) {
        stopifnot(is.vector(input_json$`variables`), length(input_json$`variables`) != 0)
        tmp <- sapply(input_json$`variables`, function(x) stopifnot(R6::is.R6(x)))
      } else {
        stop(paste("The JSON input `", input, "` is invalid for EnvironmentSource: the required field `variables` is missing."))
      }
      # check the required field `resolution`
      if (!is.null(input_json$`resolution`)) {
        if (!(is.character(input_json$`resolution`) && length(input_json$`resolution`) == 1)) {
          stop(paste("Error! Invalid data for `resolution`. Must be a string:", input_json$`resolution`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for EnvironmentSource: the required field `resolution` is missing."))
      }
      # check the required field `licence`
      if (!is.null(input_json$`licence`)) {
        if (!(is.character(input_json$`licence`) && length(input_json$`licence`) == 1)) {
          stop(paste("Error! Invalid data for `licence`. Must be a string:", input_json$`licence`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for EnvironmentSource: the required field `licence` is missing."))
      }
      # check the required field `citation`
      if (!is.null(input_json$`citation`)) {
        if (!(is.character(input_json$`citation`) && length(input_json$`citation`) == 1)) {
          stop(paste("Error! Invalid data for `citation`. Must be a string:", input_json$`citation`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for EnvironmentSource: the required field `citation` is missing."))
      }
    },

    #' @description
    #' To string (JSON format)
    #'
    #' @return String representation of EnvironmentSource
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

      # check if the required `variables` is null
      if (is.null(self$`variables`)) {
        return(FALSE)
      }

      # check if the required `resolution` is null
      if (is.null(self$`resolution`)) {
        return(FALSE)
      }

      # check if the required `licence` is null
      if (is.null(self$`licence`)) {
        return(FALSE)
      }

      # check if the required `citation` is null
      if (is.null(self$`citation`)) {
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

      # check if the required `variables` is null
      if (is.null(self$`variables`)) {
        invalid_fields["variables"] <- "Non-nullable required field `variables` cannot be null."
      }

      # check if the required `resolution` is null
      if (is.null(self$`resolution`)) {
        invalid_fields["resolution"] <- "Non-nullable required field `resolution` cannot be null."
      }

      # check if the required `licence` is null
      if (is.null(self$`licence`)) {
        invalid_fields["licence"] <- "Non-nullable required field `licence` cannot be null."
      }

      # check if the required `citation` is null
      if (is.null(self$`citation`)) {
        invalid_fields["citation"] <- "Non-nullable required field `citation` cannot be null."
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
# EnvironmentSource$unlock()
#
## Below is an example to define the print function
# EnvironmentSource$set("public", "print", function(...) {
#   print(jsonlite::prettify(self$toJSONString()))
#   invisible(self)
# })
## Uncomment below to lock the class to prevent modifications to the method or field
# EnvironmentSource$lock()

