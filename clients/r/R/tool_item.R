#' Create a new ToolItem
#'
#' @description
#' ToolItem Class
#'
#' @docType class
#' @title ToolItem
#' @description ToolItem Class
#' @format An \code{R6Class} generator object
#' @field id  character
#' @field name  character
#' @field status  character
#' @field language Primary implementation language. character
#' @field repository Source repository URL; null when unavailable. character
#' @field description  character
#' @field tags  list(character)
#' @field links May be empty. list(\link{Link})
#' @importFrom R6 R6Class
#' @importFrom jsonlite fromJSON toJSON
#' @export
ToolItem <- R6::R6Class(
  "ToolItem",
  public = list(
    `id` = NULL,
    `name` = NULL,
    `status` = NULL,
    `language` = NULL,
    `repository` = NULL,
    `description` = NULL,
    `tags` = NULL,
    `links` = NULL,

    #' @description
    #' Initialize a new ToolItem class.
    #'
    #' @param id id
    #' @param name name
    #' @param status status
    #' @param language Primary implementation language.
    #' @param repository Source repository URL; null when unavailable.
    #' @param description description
    #' @param tags tags
    #' @param links May be empty.
    #' @param ... Other optional arguments.
    initialize = function(`id`, `name`, `status`, `language`, `repository`, `description`, `tags`, `links`, ...) {
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
      if (!missing(`status`)) {
        if (!(`status` %in% c("stable", "active", "beta", "deprecated"))) {
          stop(paste("Error! \"", `status`, "\" cannot be assigned to `status`. Must be \"stable\", \"active\", \"beta\", \"deprecated\".", sep = ""))
        }
        if (!(is.character(`status`) && length(`status`) == 1)) {
          stop(paste("Error! Invalid data for `status`. Must be a string:", `status`))
        }
        self$`status` <- `status`
      }
      if (!missing(`language`)) {
        if (!(is.character(`language`) && length(`language`) == 1)) {
          stop(paste("Error! Invalid data for `language`. Must be a string:", `language`))
        }
        self$`language` <- `language`
      }
      if (!missing(`repository`)) {
        if (!(is.character(`repository`) && length(`repository`) == 1)) {
          stop(paste("Error! Invalid data for `repository`. Must be a string:", `repository`))
        }
        self$`repository` <- `repository`
      }
      if (!missing(`description`)) {
        if (!(is.character(`description`) && length(`description`) == 1)) {
          stop(paste("Error! Invalid data for `description`. Must be a string:", `description`))
        }
        self$`description` <- `description`
      }
      if (!missing(`tags`)) {
        stopifnot(is.vector(`tags`), length(`tags`) != 0)
        sapply(`tags`, function(x) stopifnot(is.character(x)))
        self$`tags` <- `tags`
      }
      if (!missing(`links`)) {
        stopifnot(is.vector(`links`), length(`links`) != 0)
        sapply(`links`, function(x) stopifnot(R6::is.R6(x)))
        self$`links` <- `links`
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
    #' @return ToolItem as a base R list.
    #' @examples
    #' # convert array of ToolItem (x) to a data frame
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
    #' Convert ToolItem to a base R type
    #'
    #' @return A base R type, e.g. a list or numeric/character array.
    toSimpleType = function() {
      ToolItemObject <- list()
      if (!is.null(self$`id`)) {
        ToolItemObject[["id"]] <-
          self$`id`
      }
      if (!is.null(self$`name`)) {
        ToolItemObject[["name"]] <-
          self$`name`
      }
      if (!is.null(self$`status`)) {
        ToolItemObject[["status"]] <-
          self$`status`
      }
      if (!is.null(self$`language`)) {
        ToolItemObject[["language"]] <-
          self$`language`
      }
      if (!is.null(self$`repository`)) {
        ToolItemObject[["repository"]] <-
          self$`repository`
      }
      if (!is.null(self$`description`)) {
        ToolItemObject[["description"]] <-
          self$`description`
      }
      if (!is.null(self$`tags`)) {
        ToolItemObject[["tags"]] <-
          self$`tags`
      }
      if (!is.null(self$`links`)) {
        ToolItemObject[["links"]] <-
          self$extractSimpleType(self$`links`)
      }
      return(ToolItemObject)
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
    #' Deserialize JSON string into an instance of ToolItem
    #'
    #' @param input_json the JSON input
    #' @return the instance of ToolItem
    fromJSON = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      if (!is.null(this_object$`id`)) {
        self$`id` <- this_object$`id`
      }
      if (!is.null(this_object$`name`)) {
        self$`name` <- this_object$`name`
      }
      if (!is.null(this_object$`status`)) {
        if (!is.null(this_object$`status`) && !(this_object$`status` %in% c("stable", "active", "beta", "deprecated"))) {
          stop(paste("Error! \"", this_object$`status`, "\" cannot be assigned to `status`. Must be \"stable\", \"active\", \"beta\", \"deprecated\".", sep = ""))
        }
        self$`status` <- this_object$`status`
      }
      if (!is.null(this_object$`language`)) {
        self$`language` <- this_object$`language`
      }
      if (!is.null(this_object$`repository`)) {
        self$`repository` <- this_object$`repository`
      }
      if (!is.null(this_object$`description`)) {
        self$`description` <- this_object$`description`
      }
      if (!is.null(this_object$`tags`)) {
        self$`tags` <- ApiClient$new()$deserializeObj(this_object$`tags`, "array[character]", loadNamespace("lepidoptera"))
      }
      if (!is.null(this_object$`links`)) {
        self$`links` <- ApiClient$new()$deserializeObj(this_object$`links`, "array[Link]", loadNamespace("lepidoptera"))
      }
      self
    },

    #' @description
    #' To JSON String
    #' 
    #' @param ... Parameters passed to `jsonlite::toJSON`
    #' @return ToolItem in JSON format
    toJSONString = function(...) {
      simple <- self$toSimpleType()
      json <- jsonlite::toJSON(simple, auto_unbox = TRUE, digits = NA, ...)
      return(as.character(jsonlite::minify(json)))
    },

    #' @description
    #' Deserialize JSON string into an instance of ToolItem
    #'
    #' @param input_json the JSON input
    #' @return the instance of ToolItem
    fromJSONString = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      self$`id` <- this_object$`id`
      self$`name` <- this_object$`name`
      if (!is.null(this_object$`status`) && !(this_object$`status` %in% c("stable", "active", "beta", "deprecated"))) {
        stop(paste("Error! \"", this_object$`status`, "\" cannot be assigned to `status`. Must be \"stable\", \"active\", \"beta\", \"deprecated\".", sep = ""))
      }
      self$`status` <- this_object$`status`
      self$`language` <- this_object$`language`
      self$`repository` <- this_object$`repository`
      self$`description` <- this_object$`description`
      self$`tags` <- ApiClient$new()$deserializeObj(this_object$`tags`, "array[character]", loadNamespace("lepidoptera"))
      self$`links` <- ApiClient$new()$deserializeObj(this_object$`links`, "array[Link]", loadNamespace("lepidoptera"))
      self
    },

    #' @description
    #' Validate JSON input with respect to ToolItem and throw an exception if invalid
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
        stop(paste("The JSON input `", input, "` is invalid for ToolItem: the required field `id` is missing."))
      }
      # check the required field `name`
      if (!is.null(input_json$`name`)) {
        if (!(is.character(input_json$`name`) && length(input_json$`name`) == 1)) {
          stop(paste("Error! Invalid data for `name`. Must be a string:", input_json$`name`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for ToolItem: the required field `name` is missing."))
      }
      # check the required field `status`
      if (!is.null(input_json$`status`)) {
        if (!(is.character(input_json$`status`) && length(input_json$`status`) == 1)) {
          stop(paste("Error! Invalid data for `status`. Must be a string:", input_json$`status`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for ToolItem: the required field `status` is missing."))
      }
      # check the required field `language`
      if (!is.null(input_json$`language`)) {
        if (!(is.character(input_json$`language`) && length(input_json$`language`) == 1)) {
          stop(paste("Error! Invalid data for `language`. Must be a string:", input_json$`language`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for ToolItem: the required field `language` is missing."))
      }
      # check the required field `repository`
      if (!is.null(input_json$`repository`)) {
        if (!(is.character(input_json$`repository`) && length(input_json$`repository`) == 1)) {
          stop(paste("Error! Invalid data for `repository`. Must be a string:", input_json$`repository`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for ToolItem: the required field `repository` is missing."))
      }
      # check the required field `description`
      if (!is.null(input_json$`description`)) {
        if (!(is.character(input_json$`description`) && length(input_json$`description`) == 1)) {
          stop(paste("Error! Invalid data for `description`. Must be a string:", input_json$`description`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for ToolItem: the required field `description` is missing."))
      }
      # check the required field `tags`
      if (!is.null(input_json$`tags`)) {
        stopifnot(is.vector(input_json$`tags`), length(input_json$`tags`) != 0)
        tmp <- sapply(input_json$`tags`, function(x) stopifnot(is.character(x)))
      } else {
        stop(paste("The JSON input `", input, "` is invalid for ToolItem: the required field `tags` is missing."))
      }
      # check the required field `links`
      if (!is.null(input_json$`links`)) {
        stopifnot(is.vector(input_json$`links`), length(input_json$`links`) != 0)
        tmp <- sapply(input_json$`links`, function(x) stopifnot(R6::is.R6(x)))
      } else {
        stop(paste("The JSON input `", input, "` is invalid for ToolItem: the required field `links` is missing."))
      }
    },

    #' @description
    #' To string (JSON format)
    #'
    #' @return String representation of ToolItem
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

      # check if the required `status` is null
      if (is.null(self$`status`)) {
        return(FALSE)
      }

      # check if the required `language` is null
      if (is.null(self$`language`)) {
        return(FALSE)
      }

      # check if the required `description` is null
      if (is.null(self$`description`)) {
        return(FALSE)
      }

      # check if the required `tags` is null
      if (is.null(self$`tags`)) {
        return(FALSE)
      }

      # check if the required `links` is null
      if (is.null(self$`links`)) {
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

      # check if the required `status` is null
      if (is.null(self$`status`)) {
        invalid_fields["status"] <- "Non-nullable required field `status` cannot be null."
      }

      # check if the required `language` is null
      if (is.null(self$`language`)) {
        invalid_fields["language"] <- "Non-nullable required field `language` cannot be null."
      }

      # check if the required `description` is null
      if (is.null(self$`description`)) {
        invalid_fields["description"] <- "Non-nullable required field `description` cannot be null."
      }

      # check if the required `tags` is null
      if (is.null(self$`tags`)) {
        invalid_fields["tags"] <- "Non-nullable required field `tags` cannot be null."
      }

      # check if the required `links` is null
      if (is.null(self$`links`)) {
        invalid_fields["links"] <- "Non-nullable required field `links` cannot be null."
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
# ToolItem$unlock()
#
## Below is an example to define the print function
# ToolItem$set("public", "print", function(...) {
#   print(jsonlite::prettify(self$toJSONString()))
#   invisible(self)
# })
## Uncomment below to lock the class to prevent modifications to the method or field
# ToolItem$lock()

