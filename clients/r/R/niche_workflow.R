#' Create a new NicheWorkflow
#'
#' @description
#' NicheWorkflow Class
#'
#' @docType class
#' @title NicheWorkflow
#' @description NicheWorkflow Class
#' @format An \code{R6Class} generator object
#' @field id Workflow identifier. character
#' @field name  character
#' @field description  character
#' @field fileRoles  list(\link{NicheFileRole})
#' @importFrom R6 R6Class
#' @importFrom jsonlite fromJSON toJSON
#' @export
NicheWorkflow <- R6::R6Class(
  "NicheWorkflow",
  public = list(
    `id` = NULL,
    `name` = NULL,
    `description` = NULL,
    `fileRoles` = NULL,

    #' @description
    #' Initialize a new NicheWorkflow class.
    #'
    #' @param id Workflow identifier.
    #' @param name name
    #' @param description description
    #' @param fileRoles fileRoles
    #' @param ... Other optional arguments.
    initialize = function(`id`, `name`, `description`, `fileRoles`, ...) {
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
      if (!missing(`description`)) {
        if (!(is.character(`description`) && length(`description`) == 1)) {
          stop(paste("Error! Invalid data for `description`. Must be a string:", `description`))
        }
        self$`description` <- `description`
      }
      if (!missing(`fileRoles`)) {
        stopifnot(is.vector(`fileRoles`), length(`fileRoles`) != 0)
        sapply(`fileRoles`, function(x) stopifnot(R6::is.R6(x)))
        self$`fileRoles` <- `fileRoles`
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
    #' @return NicheWorkflow as a base R list.
    #' @examples
    #' # convert array of NicheWorkflow (x) to a data frame
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
    #' Convert NicheWorkflow to a base R type
    #'
    #' @return A base R type, e.g. a list or numeric/character array.
    toSimpleType = function() {
      NicheWorkflowObject <- list()
      if (!is.null(self$`id`)) {
        NicheWorkflowObject[["id"]] <-
          self$`id`
      }
      if (!is.null(self$`name`)) {
        NicheWorkflowObject[["name"]] <-
          self$`name`
      }
      if (!is.null(self$`description`)) {
        NicheWorkflowObject[["description"]] <-
          self$`description`
      }
      if (!is.null(self$`fileRoles`)) {
        NicheWorkflowObject[["fileRoles"]] <-
          self$extractSimpleType(self$`fileRoles`)
      }
      return(NicheWorkflowObject)
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
    #' Deserialize JSON string into an instance of NicheWorkflow
    #'
    #' @param input_json the JSON input
    #' @return the instance of NicheWorkflow
    fromJSON = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      if (!is.null(this_object$`id`)) {
        self$`id` <- this_object$`id`
      }
      if (!is.null(this_object$`name`)) {
        self$`name` <- this_object$`name`
      }
      if (!is.null(this_object$`description`)) {
        self$`description` <- this_object$`description`
      }
      if (!is.null(this_object$`fileRoles`)) {
        self$`fileRoles` <- ApiClient$new()$deserializeObj(this_object$`fileRoles`, "array[NicheFileRole]", loadNamespace("lepidoptera"))
      }
      self
    },

    #' @description
    #' To JSON String
    #' 
    #' @param ... Parameters passed to `jsonlite::toJSON`
    #' @return NicheWorkflow in JSON format
    toJSONString = function(...) {
      simple <- self$toSimpleType()
      json <- jsonlite::toJSON(simple, auto_unbox = TRUE, digits = NA, ...)
      return(as.character(jsonlite::minify(json)))
    },

    #' @description
    #' Deserialize JSON string into an instance of NicheWorkflow
    #'
    #' @param input_json the JSON input
    #' @return the instance of NicheWorkflow
    fromJSONString = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      self$`id` <- this_object$`id`
      self$`name` <- this_object$`name`
      self$`description` <- this_object$`description`
      self$`fileRoles` <- ApiClient$new()$deserializeObj(this_object$`fileRoles`, "array[NicheFileRole]", loadNamespace("lepidoptera"))
      self
    },

    #' @description
    #' Validate JSON input with respect to NicheWorkflow and throw an exception if invalid
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
        stop(paste("The JSON input `", input, "` is invalid for NicheWorkflow: the required field `id` is missing."))
      }
      # check the required field `name`
      if (!is.null(input_json$`name`)) {
        if (!(is.character(input_json$`name`) && length(input_json$`name`) == 1)) {
          stop(paste("Error! Invalid data for `name`. Must be a string:", input_json$`name`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for NicheWorkflow: the required field `name` is missing."))
      }
      # check the required field `description`
      if (!is.null(input_json$`description`)) {
        if (!(is.character(input_json$`description`) && length(input_json$`description`) == 1)) {
          stop(paste("Error! Invalid data for `description`. Must be a string:", input_json$`description`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for NicheWorkflow: the required field `description` is missing."))
      }
      # check the required field `fileRoles`
      if (!is.null(input_json$`fileRoles`)) {
        stopifnot(is.vector(input_json$`fileRoles`), length(input_json$`fileRoles`) != 0)
        tmp <- sapply(input_json$`fileRoles`, function(x) stopifnot(R6::is.R6(x)))
      } else {
        stop(paste("The JSON input `", input, "` is invalid for NicheWorkflow: the required field `fileRoles` is missing."))
      }
    },

    #' @description
    #' To string (JSON format)
    #'
    #' @return String representation of NicheWorkflow
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

      # check if the required `description` is null
      if (is.null(self$`description`)) {
        return(FALSE)
      }

      # check if the required `fileRoles` is null
      if (is.null(self$`fileRoles`)) {
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

      # check if the required `description` is null
      if (is.null(self$`description`)) {
        invalid_fields["description"] <- "Non-nullable required field `description` cannot be null."
      }

      # check if the required `fileRoles` is null
      if (is.null(self$`fileRoles`)) {
        invalid_fields["fileRoles"] <- "Non-nullable required field `fileRoles` cannot be null."
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
# NicheWorkflow$unlock()
#
## Below is an example to define the print function
# NicheWorkflow$set("public", "print", function(...) {
#   print(jsonlite::prettify(self$toJSONString()))
#   invisible(self)
# })
## Uncomment below to lock the class to prevent modifications to the method or field
# NicheWorkflow$lock()

