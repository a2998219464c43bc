#' Create a new ApiRootData
#'
#' @description
#' ApiRootData Class
#'
#' @docType class
#' @title ApiRootData
#' @description ApiRootData Class
#' @format An \code{R6Class} generator object
#' @field name Service name. character
#' @field version API version label. character
#' @field description  character
#' @field documentation  \link{ApiRootDataDocumentation}
#' @field endpoints Public endpoint paths (each with the `/api/v1` prefix). list(character)
#' @importFrom R6 R6Class
#' @importFrom jsonlite fromJSON toJSON
#' @export
ApiRootData <- R6::R6Class(
  "ApiRootData",
  public = list(
    `name` = NULL,
    `version` = NULL,
    `description` = NULL,
    `documentation` = NULL,
    `endpoints` = NULL,

    #' @description
    #' Initialize a new ApiRootData class.
    #'
    #' @param name Service name.
    #' @param version API version label.
    #' @param description description
    #' @param documentation documentation
    #' @param endpoints Public endpoint paths (each with the `/api/v1` prefix).
    #' @param ... Other optional arguments.
    initialize = function(`name`, `version`, `description`, `documentation`, `endpoints`, ...) {
      if (!missing(`name`)) {
        if (!(is.character(`name`) && length(`name`) == 1)) {
          stop(paste("Error! Invalid data for `name`. Must be a string:", `name`))
        }
        self$`name` <- `name`
      }
      if (!missing(`version`)) {
        if (!(`version` %in% c("v1"))) {
          stop(paste("Error! \"", `version`, "\" cannot be assigned to `version`. Must be \"v1\".", sep = ""))
        }
        if (!(is.character(`version`) && length(`version`) == 1)) {
          stop(paste("Error! Invalid data for `version`. Must be a string:", `version`))
        }
        self$`version` <- `version`
      }
      if (!missing(`description`)) {
        if (!(is.character(`description`) && length(`description`) == 1)) {
          stop(paste("Error! Invalid data for `description`. Must be a string:", `description`))
        }
        self$`description` <- `description`
      }
      if (!missing(`documentation`)) {
        stopifnot(R6::is.R6(`documentation`))
        self$`documentation` <- `documentation`
      }
      if (!missing(`endpoints`)) {
        stopifnot(is.vector(`endpoints`), length(`endpoints`) != 0)
        sapply(`endpoints`, function(x) stopifnot(is.character(x)))
        self$`endpoints` <- `endpoints`
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
    #' @return ApiRootData as a base R list.
    #' @examples
    #' # convert array of ApiRootData (x) to a data frame
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
    #' Convert ApiRootData to a base R type
    #'
    #' @return A base R type, e.g. a list or numeric/character array.
    toSimpleType = function() {
      ApiRootDataObject <- list()
      if (!is.null(self$`name`)) {
        ApiRootDataObject[["name"]] <-
          self$`name`
      }
      if (!is.null(self$`version`)) {
        ApiRootDataObject[["version"]] <-
          self$`version`
      }
      if (!is.null(self$`description`)) {
        ApiRootDataObject[["description"]] <-
          self$`description`
      }
      if (!is.null(self$`documentation`)) {
        ApiRootDataObject[["documentation"]] <-
          self$extractSimpleType(self$`documentation`)
      }
      if (!is.null(self$`endpoints`)) {
        ApiRootDataObject[["endpoints"]] <-
          self$`endpoints`
      }
      return(ApiRootDataObject)
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
    #' Deserialize JSON string into an instance of ApiRootData
    #'
    #' @param input_json the JSON input
    #' @return the instance of ApiRootData
    fromJSON = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      if (!is.null(this_object$`name`)) {
        self$`name` <- this_object$`name`
      }
      if (!is.null(this_object$`version`)) {
        if (!is.null(this_object$`version`) && !(this_object$`version` %in% c("v1"))) {
          stop(paste("Error! \"", this_object$`version`, "\" cannot be assigned to `version`. Must be \"v1\".", sep = ""))
        }
        self$`version` <- this_object$`version`
      }
      if (!is.null(this_object$`description`)) {
        self$`description` <- this_object$`description`
      }
      if (!is.null(this_object$`documentation`)) {
        `documentation_object` <- ApiRootDataDocumentation$new()
        `documentation_object`$fromJSON(jsonlite::toJSON(this_object$`documentation`, auto_unbox = TRUE, digits = NA))
        self$`documentation` <- `documentation_object`
      }
      if (!is.null(this_object$`endpoints`)) {
        self$`endpoints` <- ApiClient$new()$deserializeObj(this_object$`endpoints`, "array[character]", loadNamespace("lepidoptera"))
      }
      self
    },

    #' @description
    #' To JSON String
    #' 
    #' @param ... Parameters passed to `jsonlite::toJSON`
    #' @return ApiRootData in JSON format
    toJSONString = function(...) {
      simple <- self$toSimpleType()
      json <- jsonlite::toJSON(simple, auto_unbox = TRUE, digits = NA, ...)
      return(as.character(jsonlite::minify(json)))
    },

    #' @description
    #' Deserialize JSON string into an instance of ApiRootData
    #'
    #' @param input_json the JSON input
    #' @return the instance of ApiRootData
    fromJSONString = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      self$`name` <- this_object$`name`
      if (!is.null(this_object$`version`) && !(this_object$`version` %in% c("v1"))) {
        stop(paste("Error! \"", this_object$`version`, "\" cannot be assigned to `version`. Must be \"v1\".", sep = ""))
      }
      self$`version` <- this_object$`version`
      self$`description` <- this_object$`description`
      self$`documentation` <- ApiRootDataDocumentation$new()$fromJSON(jsonlite::toJSON(this_object$`documentation`, auto_unbox = TRUE, digits = NA))
      self$`endpoints` <- ApiClient$new()$deserializeObj(this_object$`endpoints`, "array[character]", loadNamespace("lepidoptera"))
      self
    },

    #' @description
    #' Validate JSON input with respect to ApiRootData and throw an exception if invalid
    #'
    #' @param input the JSON input
    validateJSON = function(input) {
      input_json <- jsonlite::fromJSON(input)
      # check the required field `name`
      if (!is.null(input_json$`name`)) {
        if (!(is.character(input_json$`name`) && length(input_json$`name`) == 1)) {
          stop(paste("Error! Invalid data for `name`. Must be a string:", input_json$`name`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for ApiRootData: the required field `name` is missing."))
      }
      # check the required field `version`
      if (!is.null(input_json$`version`)) {
        if (!(is.character(input_json$`version`) && length(input_json$`version`) == 1)) {
          stop(paste("Error! Invalid data for `version`. Must be a string:", input_json$`version`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for ApiRootData: the required field `version` is missing."))
      }
      # check the required field `description`
      if (!is.null(input_json$`description`)) {
        if (!(is.character(input_json$`description`) && length(input_json$`description`) == 1)) {
          stop(paste("Error! Invalid data for `description`. Must be a string:", input_json$`description`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for ApiRootData: the required field `description` is missing."))
      }
      # check the required field `documentation`
      if (!is.null(input_json$`documentation`)) {
        stopifnot(R6::is.R6(input_json$`documentation`))
      } else {
        stop(paste("The JSON input `", input, "` is invalid for ApiRootData: the required field `documentation` is missing."))
      }
      # check the required field `endpoints`
      if (!is.null(input_json$`endpoints`)) {
        stopifnot(is.vector(input_json$`endpoints`), length(input_json$`endpoints`) != 0)
        tmp <- sapply(input_json$`endpoints`, function(x) stopifnot(is.character(x)))
      } else {
        stop(paste("The JSON input `", input, "` is invalid for ApiRootData: the required field `endpoints` is missing."))
      }
    },

    #' @description
    #' To string (JSON format)
    #'
    #' @return String representation of ApiRootData
    toString = function() {
      self$toJSONString()
    },

    #' @description
    #' Return true if the values in all fields are valid.
    #'
    #' @return true if the values in all fields are valid.
    isValid = function() {
      # check if the required `name` is null
      if (is.null(self$`name`)) {
        return(FALSE)
      }

      # check if the required `version` is null
      if (is.null(self$`version`)) {
        return(FALSE)
      }

      # check if the required `description` is null
      if (is.null(self$`description`)) {
        return(FALSE)
      }

      # check if the required `documentation` is null
      if (is.null(self$`documentation`)) {
        return(FALSE)
      }

      # check if the required `endpoints` is null
      if (is.null(self$`endpoints`)) {
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
      # check if the required `name` is null
      if (is.null(self$`name`)) {
        invalid_fields["name"] <- "Non-nullable required field `name` cannot be null."
      }

      # check if the required `version` is null
      if (is.null(self$`version`)) {
        invalid_fields["version"] <- "Non-nullable required field `version` cannot be null."
      }

      # check if the required `description` is null
      if (is.null(self$`description`)) {
        invalid_fields["description"] <- "Non-nullable required field `description` cannot be null."
      }

      # check if the required `documentation` is null
      if (is.null(self$`documentation`)) {
        invalid_fields["documentation"] <- "Non-nullable required field `documentation` cannot be null."
      }

      # check if the required `endpoints` is null
      if (is.null(self$`endpoints`)) {
        invalid_fields["endpoints"] <- "Non-nullable required field `endpoints` cannot be null."
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
# ApiRootData$unlock()
#
## Below is an example to define the print function
# ApiRootData$set("public", "print", function(...) {
#   print(jsonlite::prettify(self$toJSONString()))
#   invisible(self)
# })
## Uncomment below to lock the class to prevent modifications to the method or field
# ApiRootData$lock()

