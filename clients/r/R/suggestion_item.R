#' Create a new SuggestionItem
#'
#' @description
#' SuggestionItem Class
#'
#' @docType class
#' @title SuggestionItem
#' @description SuggestionItem Class
#' @format An \code{R6Class} generator object
#' @field id Stable identifier of the suggestion (a readable key, not a taxonomy node id; see `nodeId`). character
#' @field label  character
#' @field description  character
#' @field href Where the suggestion leads (a site path, an API path or an external URL). character
#' @field group  \link{SuggestionGroup}
#' @field external Whether `href` leaves this service. character
#' @field nodeId Taxonomy node id (an integer, as everywhere in the API) of a suggestion that names a taxon — its `href` is `/api/v1/taxonomy/nodes/{nodeId}`; null for genome, tool and module suggestions. integer
#' @importFrom R6 R6Class
#' @importFrom jsonlite fromJSON toJSON
#' @export
SuggestionItem <- R6::R6Class(
  "SuggestionItem",
  public = list(
    `id` = NULL,
    `label` = NULL,
    `description` = NULL,
    `href` = NULL,
    `group` = NULL,
    `external` = NULL,
    `nodeId` = NULL,

    #' @description
    #' Initialize a new SuggestionItem class.
    #'
    #' @param id Stable identifier of the suggestion (a readable key, not a taxonomy node id; see `nodeId`).
    #' @param label label
    #' @param description description
    #' @param href Where the suggestion leads (a site path, an API path or an external URL).
    #' @param group group
    #' @param external Whether `href` leaves this service.
    #' @param nodeId Taxonomy node id (an integer, as everywhere in the API) of a suggestion that names a taxon — its `href` is `/api/v1/taxonomy/nodes/{nodeId}`; null for genome, tool and module suggestions.
    #' @param ... Other optional arguments.
    initialize = function(`id`, `label`, `description`, `href`, `group`, `external`, `nodeId`, ...) {
      if (!missing(`id`)) {
        if (!(is.character(`id`) && length(`id`) == 1)) {
          stop(paste("Error! Invalid data for `id`. Must be a string:", `id`))
        }
        self$`id` <- `id`
      }
      if (!missing(`label`)) {
        if (!(is.character(`label`) && length(`label`) == 1)) {
          stop(paste("Error! Invalid data for `label`. Must be a string:", `label`))
        }
        self$`label` <- `label`
      }
      if (!missing(`description`)) {
        if (!(is.character(`description`) && length(`description`) == 1)) {
          stop(paste("Error! Invalid data for `description`. Must be a string:", `description`))
        }
        self$`description` <- `description`
      }
      if (!missing(`href`)) {
        if (!(is.character(`href`) && length(`href`) == 1)) {
          stop(paste("Error! Invalid data for `href`. Must be a string:", `href`))
        }
        self$`href` <- `href`
      }
      if (!missing(`group`)) {
        if (!(`group` %in% c())) {
          stop(paste("Error! \"", `group`, "\" cannot be assigned to `group`. Must be .", sep = ""))
        }
        stopifnot(R6::is.R6(`group`))
        self$`group` <- `group`
      }
      if (!missing(`external`)) {
        if (!(is.logical(`external`) && length(`external`) == 1)) {
          stop(paste("Error! Invalid data for `external`. Must be a boolean:", `external`))
        }
        self$`external` <- `external`
      }
      if (!missing(`nodeId`)) {
        if (!(is.numeric(`nodeId`) && length(`nodeId`) == 1)) {
          stop(paste("Error! Invalid data for `nodeId`. Must be an integer:", `nodeId`))
        }
        self$`nodeId` <- `nodeId`
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
    #' @return SuggestionItem as a base R list.
    #' @examples
    #' # convert array of SuggestionItem (x) to a data frame
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
    #' Convert SuggestionItem to a base R type
    #'
    #' @return A base R type, e.g. a list or numeric/character array.
    toSimpleType = function() {
      SuggestionItemObject <- list()
      if (!is.null(self$`id`)) {
        SuggestionItemObject[["id"]] <-
          self$`id`
      }
      if (!is.null(self$`label`)) {
        SuggestionItemObject[["label"]] <-
          self$`label`
      }
      if (!is.null(self$`description`)) {
        SuggestionItemObject[["description"]] <-
          self$`description`
      }
      if (!is.null(self$`href`)) {
        SuggestionItemObject[["href"]] <-
          self$`href`
      }
      if (!is.null(self$`group`)) {
        SuggestionItemObject[["group"]] <-
          self$extractSimpleType(self$`group`)
      }
      if (!is.null(self$`external`)) {
        SuggestionItemObject[["external"]] <-
          self$`external`
      }
      if (!is.null(self$`nodeId`)) {
        SuggestionItemObject[["nodeId"]] <-
          self$`nodeId`
      }
      return(SuggestionItemObject)
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
    #' Deserialize JSON string into an instance of SuggestionItem
    #'
    #' @param input_json the JSON input
    #' @return the instance of SuggestionItem
    fromJSON = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      if (!is.null(this_object$`id`)) {
        self$`id` <- this_object$`id`
      }
      if (!is.null(this_object$`label`)) {
        self$`label` <- this_object$`label`
      }
      if (!is.null(this_object$`description`)) {
        self$`description` <- this_object$`description`
      }
      if (!is.null(this_object$`href`)) {
        self$`href` <- this_object$`href`
      }
      if (!is.null(this_object$`group`)) {
        `group_object` <- SuggestionGroup$new()
        `group_object`$fromJSON(jsonlite::toJSON(this_object$`group`, auto_unbox = TRUE, digits = NA))
        self$`group` <- `group_object`
      }
      if (!is.null(this_object$`external`)) {
        self$`external` <- this_object$`external`
      }
      if (!is.null(this_object$`nodeId`)) {
        self$`nodeId` <- this_object$`nodeId`
      }
      self
    },

    #' @description
    #' To JSON String
    #' 
    #' @param ... Parameters passed to `jsonlite::toJSON`
    #' @return SuggestionItem in JSON format
    toJSONString = function(...) {
      simple <- self$toSimpleType()
      json <- jsonlite::toJSON(simple, auto_unbox = TRUE, digits = NA, ...)
      return(as.character(jsonlite::minify(json)))
    },

    #' @description
    #' Deserialize JSON string into an instance of SuggestionItem
    #'
    #' @param input_json the JSON input
    #' @return the instance of SuggestionItem
    fromJSONString = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      self$`id` <- this_object$`id`
      self$`label` <- this_object$`label`
      self$`description` <- this_object$`description`
      self$`href` <- this_object$`href`
      self$`group` <- SuggestionGroup$new()$fromJSON(jsonlite::toJSON(this_object$`group`, auto_unbox = TRUE, digits = NA))
      self$`external` <- this_object$`external`
      self$`nodeId` <- this_object$`nodeId`
      self
    },

    #' @description
    #' Validate JSON input with respect to SuggestionItem and throw an exception if invalid
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
        stop(paste("The JSON input `", input, "` is invalid for SuggestionItem: the required field `id` is missing."))
      }
      # check the required field `label`
      if (!is.null(input_json$`label`)) {
        if (!(is.character(input_json$`label`) && length(input_json$`label`) == 1)) {
          stop(paste("Error! Invalid data for `label`. Must be a string:", input_json$`label`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for SuggestionItem: the required field `label` is missing."))
      }
      # check the required field `description`
      if (!is.null(input_json$`description`)) {
        if (!(is.character(input_json$`description`) && length(input_json$`description`) == 1)) {
          stop(paste("Error! Invalid data for `description`. Must be a string:", input_json$`description`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for SuggestionItem: the required field `description` is missing."))
      }
      # check the required field `href`
      if (!is.null(input_json$`href`)) {
        if (!(is.character(input_json$`href`) && length(input_json$`href`) == 1)) {
          stop(paste("Error! Invalid data for `href`. Must be a string:", input_json$`href`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for SuggestionItem: the required field `href` is missing."))
      }
      # check the required field `group`
      if (!is.null(input_json$`group`)) {
        stopifnot(R6::is.R6(input_json$`group`))
      } else {
        stop(paste("The JSON input `", input, "` is invalid for SuggestionItem: the required field `group` is missing."))
      }
      # check the required field `external`
      if (!is.null(input_json$`external`)) {
        if (!(is.logical(input_json$`external`) && length(input_json$`external`) == 1)) {
          stop(paste("Error! Invalid data for `external`. Must be a boolean:", input_json$`external`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for SuggestionItem: the required field `external` is missing."))
      }
      # check the required field `nodeId`
      if (!is.null(input_json$`nodeId`)) {
        if (!(is.numeric(input_json$`nodeId`) && length(input_json$`nodeId`) == 1)) {
          stop(paste("Error! Invalid data for `nodeId`. Must be an integer:", input_json$`nodeId`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for SuggestionItem: the required field `nodeId` is missing."))
      }
    },

    #' @description
    #' To string (JSON format)
    #'
    #' @return String representation of SuggestionItem
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

      # check if the required `label` is null
      if (is.null(self$`label`)) {
        return(FALSE)
      }

      # check if the required `href` is null
      if (is.null(self$`href`)) {
        return(FALSE)
      }

      # check if the required `group` is null
      if (is.null(self$`group`)) {
        return(FALSE)
      }

      # check if the required `external` is null
      if (is.null(self$`external`)) {
        return(FALSE)
      }

      if (self$`nodeId` < 1) {
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

      # check if the required `label` is null
      if (is.null(self$`label`)) {
        invalid_fields["label"] <- "Non-nullable required field `label` cannot be null."
      }

      # check if the required `href` is null
      if (is.null(self$`href`)) {
        invalid_fields["href"] <- "Non-nullable required field `href` cannot be null."
      }

      # check if the required `group` is null
      if (is.null(self$`group`)) {
        invalid_fields["group"] <- "Non-nullable required field `group` cannot be null."
      }

      # check if the required `external` is null
      if (is.null(self$`external`)) {
        invalid_fields["external"] <- "Non-nullable required field `external` cannot be null."
      }

      if (self$`nodeId` < 1) {
        invalid_fields["nodeId"] <- "Invalid value for `nodeId`, must be bigger than or equal to 1."
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
# SuggestionItem$unlock()
#
## Below is an example to define the print function
# SuggestionItem$set("public", "print", function(...) {
#   print(jsonlite::prettify(self$toJSONString()))
#   invisible(self)
# })
## Uncomment below to lock the class to prevent modifications to the method or field
# SuggestionItem$lock()

