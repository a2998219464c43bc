#' Create a new NicheSchemasData
#'
#' @description
#' Everything a client needs to build a submission form.
#'
#' @docType class
#' @title NicheSchemasData
#' @description NicheSchemasData Class
#' @format An \code{R6Class} generator object
#' @field workflows  list(\link{NicheWorkflow})
#' @field models Models that can run on this server. list(\link{NicheModel})
#' @field environmentSources  list(\link{EnvironmentSource})
#' @field options  \link{NicheOptionsSchema}
#' @field limits  \link{NicheLimits}
#' @importFrom R6 R6Class
#' @importFrom jsonlite fromJSON toJSON
#' @export
NicheSchemasData <- R6::R6Class(
  "NicheSchemasData",
  public = list(
    `workflows` = NULL,
    `models` = NULL,
    `environmentSources` = NULL,
    `options` = NULL,
    `limits` = NULL,

    #' @description
    #' Initialize a new NicheSchemasData class.
    #'
    #' @param workflows workflows
    #' @param models Models that can run on this server.
    #' @param environmentSources environmentSources
    #' @param options options
    #' @param limits limits
    #' @param ... Other optional arguments.
    initialize = function(`workflows`, `models`, `environmentSources`, `options`, `limits`, ...) {
      if (!missing(`workflows`)) {
        stopifnot(is.vector(`workflows`), length(`workflows`) != 0)
        sapply(`workflows`, function(x) stopifnot(R6::is.R6(x)))
        self$`workflows` <- `workflows`
      }
      if (!missing(`models`)) {
        stopifnot(is.vector(`models`), length(`models`) != 0)
        sapply(`models`, function(x) stopifnot(R6::is.R6(x)))
        self$`models` <- `models`
      }
      if (!missing(`environmentSources`)) {
        stopifnot(is.vector(`environmentSources`), length(`environmentSources`) != 0)
        sapply(`environmentSources`, function(x) stopifnot(R6::is.R6(x)))
        self$`environmentSources` <- `environmentSources`
      }
      if (!missing(`options`)) {
        stopifnot(R6::is.R6(`options`))
        self$`options` <- `options`
      }
      if (!missing(`limits`)) {
        stopifnot(R6::is.R6(`limits`))
        self$`limits` <- `limits`
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
    #' @return NicheSchemasData as a base R list.
    #' @examples
    #' # convert array of NicheSchemasData (x) to a data frame
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
    #' Convert NicheSchemasData to a base R type
    #'
    #' @return A base R type, e.g. a list or numeric/character array.
    toSimpleType = function() {
      NicheSchemasDataObject <- list()
      if (!is.null(self$`workflows`)) {
        NicheSchemasDataObject[["workflows"]] <-
          self$extractSimpleType(self$`workflows`)
      }
      if (!is.null(self$`models`)) {
        NicheSchemasDataObject[["models"]] <-
          self$extractSimpleType(self$`models`)
      }
      if (!is.null(self$`environmentSources`)) {
        NicheSchemasDataObject[["environmentSources"]] <-
          self$extractSimpleType(self$`environmentSources`)
      }
      if (!is.null(self$`options`)) {
        NicheSchemasDataObject[["options"]] <-
          self$extractSimpleType(self$`options`)
      }
      if (!is.null(self$`limits`)) {
        NicheSchemasDataObject[["limits"]] <-
          self$extractSimpleType(self$`limits`)
      }
      return(NicheSchemasDataObject)
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
    #' Deserialize JSON string into an instance of NicheSchemasData
    #'
    #' @param input_json the JSON input
    #' @return the instance of NicheSchemasData
    fromJSON = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      if (!is.null(this_object$`workflows`)) {
        self$`workflows` <- ApiClient$new()$deserializeObj(this_object$`workflows`, "array[NicheWorkflow]", loadNamespace("lepidoptera"))
      }
      if (!is.null(this_object$`models`)) {
        self$`models` <- ApiClient$new()$deserializeObj(this_object$`models`, "array[NicheModel]", loadNamespace("lepidoptera"))
      }
      if (!is.null(this_object$`environmentSources`)) {
        self$`environmentSources` <- ApiClient$new()$deserializeObj(this_object$`environmentSources`, "array[EnvironmentSource]", loadNamespace("lepidoptera"))
      }
      if (!is.null(this_object$`options`)) {
        `options_object` <- NicheOptionsSchema$new()
        `options_object`$fromJSON(jsonlite::toJSON(this_object$`options`, auto_unbox = TRUE, digits = NA))
        self$`options` <- `options_object`
      }
      if (!is.null(this_object$`limits`)) {
        `limits_object` <- NicheLimits$new()
        `limits_object`$fromJSON(jsonlite::toJSON(this_object$`limits`, auto_unbox = TRUE, digits = NA))
        self$`limits` <- `limits_object`
      }
      self
    },

    #' @description
    #' To JSON String
    #' 
    #' @param ... Parameters passed to `jsonlite::toJSON`
    #' @return NicheSchemasData in JSON format
    toJSONString = function(...) {
      simple <- self$toSimpleType()
      json <- jsonlite::toJSON(simple, auto_unbox = TRUE, digits = NA, ...)
      return(as.character(jsonlite::minify(json)))
    },

    #' @description
    #' Deserialize JSON string into an instance of NicheSchemasData
    #'
    #' @param input_json the JSON input
    #' @return the instance of NicheSchemasData
    fromJSONString = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      self$`workflows` <- ApiClient$new()$deserializeObj(this_object$`workflows`, "array[NicheWorkflow]", loadNamespace("lepidoptera"))
      self$`models` <- ApiClient$new()$deserializeObj(this_object$`models`, "array[NicheModel]", loadNamespace("lepidoptera"))
      self$`environmentSources` <- ApiClient$new()$deserializeObj(this_object$`environmentSources`, "array[EnvironmentSource]", loadNamespace("lepidoptera"))
      self$`options` <- NicheOptionsSchema$new()$fromJSON(jsonlite::toJSON(this_object$`options`, auto_unbox = TRUE, digits = NA))
      self$`limits` <- NicheLimits$new()$fromJSON(jsonlite::toJSON(this_object$`limits`, auto_unbox = TRUE, digits = NA))
      self
    },

    #' @description
    #' Validate JSON input with respect to NicheSchemasData and throw an exception if invalid
    #'
    #' @param input the JSON input
    validateJSON = function(input) {
      input_json <- jsonlite::fromJSON(input)
      # check the required field `workflows`
      if (!is.null(input_json$`workflows`)) {
        stopifnot(is.vector(input_json$`workflows`), length(input_json$`workflows`) != 0)
        tmp <- sapply(input_json$`workflows`, function(x) stopifnot(R6::is.R6(x)))
      } else {
        stop(paste("The JSON input `", input, "` is invalid for NicheSchemasData: the required field `workflows` is missing."))
      }
      # check the required field `models`
      if (!is.null(input_json$`models`)) {
        stopifnot(is.vector(input_json$`models`), length(input_json$`models`) != 0)
        tmp <- sapply(input_json$`models`, function(x) stopifnot(R6::is.R6(x)))
      } else {
        stop(paste("The JSON input `", input, "` is invalid for NicheSchemasData: the required field `models` is missing."))
      }
      # check the required field `environmentSources`
      if (!is.null(input_json$`environmentSources`)) {
        stopifnot(is.vector(input_json$`environmentSources`), length(input_json$`environmentSources`) != 0)
        tmp <- sapply(input_json$`environmentSources`, function(x) stopifnot(R6::is.R6(x)))
      } else {
        stop(paste("The JSON input `", input, "` is invalid for NicheSchemasData: the required field `environmentSources` is missing."))
      }
      # check the required field `options`
      if (!is.null(input_json$`options`)) {
        stopifnot(R6::is.R6(input_json$`options`))
      } else {
        stop(paste("The JSON input `", input, "` is invalid for NicheSchemasData: the required field `options` is missing."))
      }
      # check the required field `limits`
      if (!is.null(input_json$`limits`)) {
        stopifnot(R6::is.R6(input_json$`limits`))
      } else {
        stop(paste("The JSON input `", input, "` is invalid for NicheSchemasData: the required field `limits` is missing."))
      }
    },

    #' @description
    #' To string (JSON format)
    #'
    #' @return String representation of NicheSchemasData
    toString = function() {
      self$toJSONString()
    },

    #' @description
    #' Return true if the values in all fields are valid.
    #'
    #' @return true if the values in all fields are valid.
    isValid = function() {
      # check if the required `workflows` is null
      if (is.null(self$`workflows`)) {
        return(FALSE)
      }

      # check if the required `models` is null
      if (is.null(self$`models`)) {
        return(FALSE)
      }

      # check if the required `environmentSources` is null
      if (is.null(self$`environmentSources`)) {
        return(FALSE)
      }

      # check if the required `options` is null
      if (is.null(self$`options`)) {
        return(FALSE)
      }

      # check if the required `limits` is null
      if (is.null(self$`limits`)) {
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
      # check if the required `workflows` is null
      if (is.null(self$`workflows`)) {
        invalid_fields["workflows"] <- "Non-nullable required field `workflows` cannot be null."
      }

      # check if the required `models` is null
      if (is.null(self$`models`)) {
        invalid_fields["models"] <- "Non-nullable required field `models` cannot be null."
      }

      # check if the required `environmentSources` is null
      if (is.null(self$`environmentSources`)) {
        invalid_fields["environmentSources"] <- "Non-nullable required field `environmentSources` cannot be null."
      }

      # check if the required `options` is null
      if (is.null(self$`options`)) {
        invalid_fields["options"] <- "Non-nullable required field `options` cannot be null."
      }

      # check if the required `limits` is null
      if (is.null(self$`limits`)) {
        invalid_fields["limits"] <- "Non-nullable required field `limits` cannot be null."
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
# NicheSchemasData$unlock()
#
## Below is an example to define the print function
# NicheSchemasData$set("public", "print", function(...) {
#   print(jsonlite::prettify(self$toJSONString()))
#   invisible(self)
# })
## Uncomment below to lock the class to prevent modifications to the method or field
# NicheSchemasData$lock()

