#' Create a new NicheValidateRequest
#'
#' @description
#' NicheValidateRequest Class
#'
#' @docType class
#' @title NicheValidateRequest
#' @description NicheValidateRequest Class
#' @format An \code{R6Class} generator object
#' @field workflow Workflow identifier (e.g. `NBSI`, `NBSI2`). character
#' @field model Model identifier (e.g. `RF`). character
#' @field files Expected input file names keyed by role (e.g. `referenceSequences`, `querySequences`). named list(character)
#' @field options  \link{NicheOptions} [optional]
#' @importFrom R6 R6Class
#' @importFrom jsonlite fromJSON toJSON
#' @export
NicheValidateRequest <- R6::R6Class(
  "NicheValidateRequest",
  public = list(
    `workflow` = NULL,
    `model` = NULL,
    `files` = NULL,
    `options` = NULL,

    #' @description
    #' Initialize a new NicheValidateRequest class.
    #'
    #' @param workflow Workflow identifier (e.g. `NBSI`, `NBSI2`).
    #' @param model Model identifier (e.g. `RF`).
    #' @param files Expected input file names keyed by role (e.g. `referenceSequences`, `querySequences`).
    #' @param options options
    #' @param ... Other optional arguments.
    initialize = function(`workflow`, `model`, `files`, `options` = NULL, ...) {
      if (!missing(`workflow`)) {
        if (!(is.character(`workflow`) && length(`workflow`) == 1)) {
          stop(paste("Error! Invalid data for `workflow`. Must be a string:", `workflow`))
        }
        self$`workflow` <- `workflow`
      }
      if (!missing(`model`)) {
        if (!(is.character(`model`) && length(`model`) == 1)) {
          stop(paste("Error! Invalid data for `model`. Must be a string:", `model`))
        }
        self$`model` <- `model`
      }
      if (!missing(`files`)) {
        stopifnot(is.vector(`files`), length(`files`) != 0)
        sapply(`files`, function(x) stopifnot(is.character(x)))
        self$`files` <- `files`
      }
      if (!is.null(`options`)) {
        stopifnot(R6::is.R6(`options`))
        self$`options` <- `options`
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
    #' @return NicheValidateRequest as a base R list.
    #' @examples
    #' # convert array of NicheValidateRequest (x) to a data frame
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
    #' Convert NicheValidateRequest to a base R type
    #'
    #' @return A base R type, e.g. a list or numeric/character array.
    toSimpleType = function() {
      NicheValidateRequestObject <- list()
      if (!is.null(self$`workflow`)) {
        NicheValidateRequestObject[["workflow"]] <-
          self$`workflow`
      }
      if (!is.null(self$`model`)) {
        NicheValidateRequestObject[["model"]] <-
          self$`model`
      }
      if (!is.null(self$`files`)) {
        NicheValidateRequestObject[["files"]] <-
          self$`files`
      }
      if (!is.null(self$`options`)) {
        NicheValidateRequestObject[["options"]] <-
          self$extractSimpleType(self$`options`)
      }
      return(NicheValidateRequestObject)
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
    #' Deserialize JSON string into an instance of NicheValidateRequest
    #'
    #' @param input_json the JSON input
    #' @return the instance of NicheValidateRequest
    fromJSON = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      if (!is.null(this_object$`workflow`)) {
        self$`workflow` <- this_object$`workflow`
      }
      if (!is.null(this_object$`model`)) {
        self$`model` <- this_object$`model`
      }
      if (!is.null(this_object$`files`)) {
        self$`files` <- ApiClient$new()$deserializeObj(this_object$`files`, "map(character)", loadNamespace("lepidoptera"))
      }
      if (!is.null(this_object$`options`)) {
        `options_object` <- NicheOptions$new()
        `options_object`$fromJSON(jsonlite::toJSON(this_object$`options`, auto_unbox = TRUE, digits = NA))
        self$`options` <- `options_object`
      }
      self
    },

    #' @description
    #' To JSON String
    #' 
    #' @param ... Parameters passed to `jsonlite::toJSON`
    #' @return NicheValidateRequest in JSON format
    toJSONString = function(...) {
      simple <- self$toSimpleType()
      json <- jsonlite::toJSON(simple, auto_unbox = TRUE, digits = NA, ...)
      return(as.character(jsonlite::minify(json)))
    },

    #' @description
    #' Deserialize JSON string into an instance of NicheValidateRequest
    #'
    #' @param input_json the JSON input
    #' @return the instance of NicheValidateRequest
    fromJSONString = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      self$`workflow` <- this_object$`workflow`
      self$`model` <- this_object$`model`
      self$`files` <- ApiClient$new()$deserializeObj(this_object$`files`, "map(character)", loadNamespace("lepidoptera"))
      self$`options` <- NicheOptions$new()$fromJSON(jsonlite::toJSON(this_object$`options`, auto_unbox = TRUE, digits = NA))
      self
    },

    #' @description
    #' Validate JSON input with respect to NicheValidateRequest and throw an exception if invalid
    #'
    #' @param input the JSON input
    validateJSON = function(input) {
      input_json <- jsonlite::fromJSON(input)
      # check the required field `workflow`
      if (!is.null(input_json$`workflow`)) {
        if (!(is.character(input_json$`workflow`) && length(input_json$`workflow`) == 1)) {
          stop(paste("Error! Invalid data for `workflow`. Must be a string:", input_json$`workflow`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for NicheValidateRequest: the required field `workflow` is missing."))
      }
      # check the required field `model`
      if (!is.null(input_json$`model`)) {
        if (!(is.character(input_json$`model`) && length(input_json$`model`) == 1)) {
          stop(paste("Error! Invalid data for `model`. Must be a string:", input_json$`model`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for NicheValidateRequest: the required field `model` is missing."))
      }
      # check the required field `files`
      if (!is.null(input_json$`files`)) {
        stopifnot(is.vector(input_json$`files`), length(input_json$`files`) != 0)
        tmp <- sapply(input_json$`files`, function(x) stopifnot(is.character(x)))
      } else {
        stop(paste("The JSON input `", input, "` is invalid for NicheValidateRequest: the required field `files` is missing."))
      }
    },

    #' @description
    #' To string (JSON format)
    #'
    #' @return String representation of NicheValidateRequest
    toString = function() {
      self$toJSONString()
    },

    #' @description
    #' Return true if the values in all fields are valid.
    #'
    #' @return true if the values in all fields are valid.
    isValid = function() {
      # check if the required `workflow` is null
      if (is.null(self$`workflow`)) {
        return(FALSE)
      }

      if (nchar(self$`workflow`) > 64) {
        return(FALSE)
      }
      if (nchar(self$`workflow`) < 1) {
        return(FALSE)
      }

      # check if the required `model` is null
      if (is.null(self$`model`)) {
        return(FALSE)
      }

      if (nchar(self$`model`) > 64) {
        return(FALSE)
      }
      if (nchar(self$`model`) < 1) {
        return(FALSE)
      }

      # check if the required `files` is null
      if (is.null(self$`files`)) {
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
      # check if the required `workflow` is null
      if (is.null(self$`workflow`)) {
        invalid_fields["workflow"] <- "Non-nullable required field `workflow` cannot be null."
      }

      if (nchar(self$`workflow`) > 64) {
        invalid_fields["workflow"] <- "Invalid length for `workflow`, must be smaller than or equal to 64."
      }
      if (nchar(self$`workflow`) < 1) {
        invalid_fields["workflow"] <- "Invalid length for `workflow`, must be bigger than or equal to 1."
      }

      # check if the required `model` is null
      if (is.null(self$`model`)) {
        invalid_fields["model"] <- "Non-nullable required field `model` cannot be null."
      }

      if (nchar(self$`model`) > 64) {
        invalid_fields["model"] <- "Invalid length for `model`, must be smaller than or equal to 64."
      }
      if (nchar(self$`model`) < 1) {
        invalid_fields["model"] <- "Invalid length for `model`, must be bigger than or equal to 1."
      }

      # check if the required `files` is null
      if (is.null(self$`files`)) {
        invalid_fields["files"] <- "Non-nullable required field `files` cannot be null."
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
# NicheValidateRequest$unlock()
#
## Below is an example to define the print function
# NicheValidateRequest$set("public", "print", function(...) {
#   print(jsonlite::prettify(self$toJSONString()))
#   invisible(self)
# })
## Uncomment below to lock the class to prevent modifications to the method or field
# NicheValidateRequest$lock()

