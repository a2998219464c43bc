#' Create a new NicheFileRole
#'
#' @description
#' NicheFileRole Class
#'
#' @docType class
#' @title NicheFileRole
#' @description NicheFileRole Class
#' @format An \code{R6Class} generator object
#' @field role Role name, used as the key in the `files` object of a configuration. character
#' @field required  character
#' @field formats  list(character)
#' @field description  character
#' @field headerConvention How headers / columns must be written. character
#' @field templateHref Downloadable template for this role, or null. character
#' @importFrom R6 R6Class
#' @importFrom jsonlite fromJSON toJSON
#' @export
NicheFileRole <- R6::R6Class(
  "NicheFileRole",
  public = list(
    `role` = NULL,
    `required` = NULL,
    `formats` = NULL,
    `description` = NULL,
    `headerConvention` = NULL,
    `templateHref` = NULL,

    #' @description
    #' Initialize a new NicheFileRole class.
    #'
    #' @param role Role name, used as the key in the `files` object of a configuration.
    #' @param required required
    #' @param formats formats
    #' @param description description
    #' @param headerConvention How headers / columns must be written.
    #' @param templateHref Downloadable template for this role, or null.
    #' @param ... Other optional arguments.
    initialize = function(`role`, `required`, `formats`, `description`, `headerConvention`, `templateHref`, ...) {
      if (!missing(`role`)) {
        if (!(is.character(`role`) && length(`role`) == 1)) {
          stop(paste("Error! Invalid data for `role`. Must be a string:", `role`))
        }
        self$`role` <- `role`
      }
      if (!missing(`required`)) {
        if (!(is.logical(`required`) && length(`required`) == 1)) {
          stop(paste("Error! Invalid data for `required`. Must be a boolean:", `required`))
        }
        self$`required` <- `required`
      }
      if (!missing(`formats`)) {
        stopifnot(is.vector(`formats`), length(`formats`) != 0)
        sapply(`formats`, function(x) stopifnot(is.character(x)))
        self$`formats` <- `formats`
      }
      if (!missing(`description`)) {
        if (!(is.character(`description`) && length(`description`) == 1)) {
          stop(paste("Error! Invalid data for `description`. Must be a string:", `description`))
        }
        self$`description` <- `description`
      }
      if (!missing(`headerConvention`)) {
        if (!(is.character(`headerConvention`) && length(`headerConvention`) == 1)) {
          stop(paste("Error! Invalid data for `headerConvention`. Must be a string:", `headerConvention`))
        }
        self$`headerConvention` <- `headerConvention`
      }
      if (!missing(`templateHref`)) {
        if (!(is.character(`templateHref`) && length(`templateHref`) == 1)) {
          stop(paste("Error! Invalid data for `templateHref`. Must be a string:", `templateHref`))
        }
        self$`templateHref` <- `templateHref`
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
    #' @return NicheFileRole as a base R list.
    #' @examples
    #' # convert array of NicheFileRole (x) to a data frame
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
    #' Convert NicheFileRole to a base R type
    #'
    #' @return A base R type, e.g. a list or numeric/character array.
    toSimpleType = function() {
      NicheFileRoleObject <- list()
      if (!is.null(self$`role`)) {
        NicheFileRoleObject[["role"]] <-
          self$`role`
      }
      if (!is.null(self$`required`)) {
        NicheFileRoleObject[["required"]] <-
          self$`required`
      }
      if (!is.null(self$`formats`)) {
        NicheFileRoleObject[["formats"]] <-
          self$`formats`
      }
      if (!is.null(self$`description`)) {
        NicheFileRoleObject[["description"]] <-
          self$`description`
      }
      if (!is.null(self$`headerConvention`)) {
        NicheFileRoleObject[["headerConvention"]] <-
          self$`headerConvention`
      }
      if (!is.null(self$`templateHref`)) {
        NicheFileRoleObject[["templateHref"]] <-
          self$`templateHref`
      }
      return(NicheFileRoleObject)
    },

    #' @description
    #' Deserialize JSON string into an instance of NicheFileRole
    #'
    #' @param input_json the JSON input
    #' @return the instance of NicheFileRole
    fromJSON = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      if (!is.null(this_object$`role`)) {
        self$`role` <- this_object$`role`
      }
      if (!is.null(this_object$`required`)) {
        self$`required` <- this_object$`required`
      }
      if (!is.null(this_object$`formats`)) {
        self$`formats` <- ApiClient$new()$deserializeObj(this_object$`formats`, "array[character]", loadNamespace("lepidoptera"))
      }
      if (!is.null(this_object$`description`)) {
        self$`description` <- this_object$`description`
      }
      if (!is.null(this_object$`headerConvention`)) {
        self$`headerConvention` <- this_object$`headerConvention`
      }
      if (!is.null(this_object$`templateHref`)) {
        self$`templateHref` <- this_object$`templateHref`
      }
      self
    },

    #' @description
    #' To JSON String
    #' 
    #' @param ... Parameters passed to `jsonlite::toJSON`
    #' @return NicheFileRole in JSON format
    toJSONString = function(...) {
      simple <- self$toSimpleType()
      json <- jsonlite::toJSON(simple, auto_unbox = TRUE, digits = NA, ...)
      return(as.character(jsonlite::minify(json)))
    },

    #' @description
    #' Deserialize JSON string into an instance of NicheFileRole
    #'
    #' @param input_json the JSON input
    #' @return the instance of NicheFileRole
    fromJSONString = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      self$`role` <- this_object$`role`
      self$`required` <- this_object$`required`
      self$`formats` <- ApiClient$new()$deserializeObj(this_object$`formats`, "array[character]", loadNamespace("lepidoptera"))
      self$`description` <- this_object$`description`
      self$`headerConvention` <- this_object$`headerConvention`
      self$`templateHref` <- this_object$`templateHref`
      self
    },

    #' @description
    #' Validate JSON input with respect to NicheFileRole and throw an exception if invalid
    #'
    #' @param input the JSON input
    validateJSON = function(input) {
      input_json <- jsonlite::fromJSON(input)
      # check the required field `role`
      if (!is.null(input_json$`role`)) {
        if (!(is.character(input_json$`role`) && length(input_json$`role`) == 1)) {
          stop(paste("Error! Invalid data for `role`. Must be a string:", input_json$`role`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for NicheFileRole: the required field `role` is missing."))
      }
      # check the required field `required`
      if (!is.null(input_json$`required`)) {
        if (!(is.logical(input_json$`required`) && length(input_json$`required`) == 1)) {
          stop(paste("Error! Invalid data for `required`. Must be a boolean:", input_json$`required`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for NicheFileRole: the required field `required` is missing."))
      }
      # check the required field `formats`
      if (!is.null(input_json$`formats`)) {
        stopifnot(is.vector(input_json$`formats`), length(input_json$`formats`) != 0)
        tmp <- sapply(input_json$`formats`, function(x) stopifnot(is.character(x)))
      } else {
        stop(paste("The JSON input `", input, "` is invalid for NicheFileRole: the required field `formats` is missing."))
      }
      # check the required field `description`
      if (!is.null(input_json$`description`)) {
        if (!(is.character(input_json$`description`) && length(input_json$`description`) == 1)) {
          stop(paste("Error! Invalid data for `description`. Must be a string:", input_json$`description`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for NicheFileRole: the required field `description` is missing."))
      }
      # check the required field `headerConvention`
      if (!is.null(input_json$`headerConvention`)) {
        if (!(is.character(input_json$`headerConvention`) && length(input_json$`headerConvention`) == 1)) {
          stop(paste("Error! Invalid data for `headerConvention`. Must be a string:", input_json$`headerConvention`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for NicheFileRole: the required field `headerConvention` is missing."))
      }
      # check the required field `templateHref`
      if (!is.null(input_json$`templateHref`)) {
        if (!(is.character(input_json$`templateHref`) && length(input_json$`templateHref`) == 1)) {
          stop(paste("Error! Invalid data for `templateHref`. Must be a string:", input_json$`templateHref`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for NicheFileRole: the required field `templateHref` is missing."))
      }
    },

    #' @description
    #' To string (JSON format)
    #'
    #' @return String representation of NicheFileRole
    toString = function() {
      self$toJSONString()
    },

    #' @description
    #' Return true if the values in all fields are valid.
    #'
    #' @return true if the values in all fields are valid.
    isValid = function() {
      # check if the required `role` is null
      if (is.null(self$`role`)) {
        return(FALSE)
      }

      # check if the required `required` is null
      if (is.null(self$`required`)) {
        return(FALSE)
      }

      # check if the required `formats` is null
      if (is.null(self$`formats`)) {
        return(FALSE)
      }

      # check if the required `description` is null
      if (is.null(self$`description`)) {
        return(FALSE)
      }

      # check if the required `headerConvention` is null
      if (is.null(self$`headerConvention`)) {
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
      # check if the required `role` is null
      if (is.null(self$`role`)) {
        invalid_fields["role"] <- "Non-nullable required field `role` cannot be null."
      }

      # check if the required `required` is null
      if (is.null(self$`required`)) {
        invalid_fields["required"] <- "Non-nullable required field `required` cannot be null."
      }

      # check if the required `formats` is null
      if (is.null(self$`formats`)) {
        invalid_fields["formats"] <- "Non-nullable required field `formats` cannot be null."
      }

      # check if the required `description` is null
      if (is.null(self$`description`)) {
        invalid_fields["description"] <- "Non-nullable required field `description` cannot be null."
      }

      # check if the required `headerConvention` is null
      if (is.null(self$`headerConvention`)) {
        invalid_fields["headerConvention"] <- "Non-nullable required field `headerConvention` cannot be null."
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
# NicheFileRole$unlock()
#
## Below is an example to define the print function
# NicheFileRole$set("public", "print", function(...) {
#   print(jsonlite::prettify(self$toJSONString()))
#   invisible(self)
# })
## Uncomment below to lock the class to prevent modifications to the method or field
# NicheFileRole$lock()

