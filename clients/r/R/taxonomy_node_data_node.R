#' Create a new TaxonomyNodeDataNode
#'
#' @description
#' TaxonomyNodeDataNode Class
#'
#' @docType class
#' @title TaxonomyNodeDataNode
#' @description TaxonomyNodeDataNode Class
#' @format An \code{R6Class} generator object
#' @field id The node id as a decimal string (the spec's type for this field); `nodeId` is the same id as an integer. character
#' @field nodeId The node id as an integer, as everywhere else in the API (the path's `nodeId`, tree items' `id`). integer
#' @field name  character
#' @field rank  character
#' @field detailId Id of the detail payload (`detail.id`); the node id as a decimal string. character
#' @importFrom R6 R6Class
#' @importFrom jsonlite fromJSON toJSON
#' @export
TaxonomyNodeDataNode <- R6::R6Class(
  "TaxonomyNodeDataNode",
  public = list(
    `id` = NULL,
    `nodeId` = NULL,
    `name` = NULL,
    `rank` = NULL,
    `detailId` = NULL,

    #' @description
    #' Initialize a new TaxonomyNodeDataNode class.
    #'
    #' @param id The node id as a decimal string (the spec's type for this field); `nodeId` is the same id as an integer.
    #' @param nodeId The node id as an integer, as everywhere else in the API (the path's `nodeId`, tree items' `id`).
    #' @param name name
    #' @param rank rank
    #' @param detailId Id of the detail payload (`detail.id`); the node id as a decimal string.
    #' @param ... Other optional arguments.
    initialize = function(`id`, `nodeId`, `name`, `rank`, `detailId`, ...) {
      if (!missing(`id`)) {
        if (!(is.character(`id`) && length(`id`) == 1)) {
          stop(paste("Error! Invalid data for `id`. Must be a string:", `id`))
        }
        self$`id` <- `id`
      }
      if (!missing(`nodeId`)) {
        if (!(is.numeric(`nodeId`) && length(`nodeId`) == 1)) {
          stop(paste("Error! Invalid data for `nodeId`. Must be an integer:", `nodeId`))
        }
        self$`nodeId` <- `nodeId`
      }
      if (!missing(`name`)) {
        if (!(is.character(`name`) && length(`name`) == 1)) {
          stop(paste("Error! Invalid data for `name`. Must be a string:", `name`))
        }
        self$`name` <- `name`
      }
      if (!missing(`rank`)) {
        if (!(is.character(`rank`) && length(`rank`) == 1)) {
          stop(paste("Error! Invalid data for `rank`. Must be a string:", `rank`))
        }
        self$`rank` <- `rank`
      }
      if (!missing(`detailId`)) {
        if (!(is.character(`detailId`) && length(`detailId`) == 1)) {
          stop(paste("Error! Invalid data for `detailId`. Must be a string:", `detailId`))
        }
        self$`detailId` <- `detailId`
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
    #' @return TaxonomyNodeDataNode as a base R list.
    #' @examples
    #' # convert array of TaxonomyNodeDataNode (x) to a data frame
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
    #' Convert TaxonomyNodeDataNode to a base R type
    #'
    #' @return A base R type, e.g. a list or numeric/character array.
    toSimpleType = function() {
      TaxonomyNodeDataNodeObject <- list()
      if (!is.null(self$`id`)) {
        TaxonomyNodeDataNodeObject[["id"]] <-
          self$`id`
      }
      if (!is.null(self$`nodeId`)) {
        TaxonomyNodeDataNodeObject[["nodeId"]] <-
          self$`nodeId`
      }
      if (!is.null(self$`name`)) {
        TaxonomyNodeDataNodeObject[["name"]] <-
          self$`name`
      }
      if (!is.null(self$`rank`)) {
        TaxonomyNodeDataNodeObject[["rank"]] <-
          self$`rank`
      }
      if (!is.null(self$`detailId`)) {
        TaxonomyNodeDataNodeObject[["detailId"]] <-
          self$`detailId`
      }
      return(TaxonomyNodeDataNodeObject)
    },

    #' @description
    #' Deserialize JSON string into an instance of TaxonomyNodeDataNode
    #'
    #' @param input_json the JSON input
    #' @return the instance of TaxonomyNodeDataNode
    fromJSON = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      if (!is.null(this_object$`id`)) {
        self$`id` <- this_object$`id`
      }
      if (!is.null(this_object$`nodeId`)) {
        self$`nodeId` <- this_object$`nodeId`
      }
      if (!is.null(this_object$`name`)) {
        self$`name` <- this_object$`name`
      }
      if (!is.null(this_object$`rank`)) {
        self$`rank` <- this_object$`rank`
      }
      if (!is.null(this_object$`detailId`)) {
        self$`detailId` <- this_object$`detailId`
      }
      self
    },

    #' @description
    #' To JSON String
    #' 
    #' @param ... Parameters passed to `jsonlite::toJSON`
    #' @return TaxonomyNodeDataNode in JSON format
    toJSONString = function(...) {
      simple <- self$toSimpleType()
      json <- jsonlite::toJSON(simple, auto_unbox = TRUE, digits = NA, ...)
      return(as.character(jsonlite::minify(json)))
    },

    #' @description
    #' Deserialize JSON string into an instance of TaxonomyNodeDataNode
    #'
    #' @param input_json the JSON input
    #' @return the instance of TaxonomyNodeDataNode
    fromJSONString = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      self$`id` <- this_object$`id`
      self$`nodeId` <- this_object$`nodeId`
      self$`name` <- this_object$`name`
      self$`rank` <- this_object$`rank`
      self$`detailId` <- this_object$`detailId`
      self
    },

    #' @description
    #' Validate JSON input with respect to TaxonomyNodeDataNode and throw an exception if invalid
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
        stop(paste("The JSON input `", input, "` is invalid for TaxonomyNodeDataNode: the required field `id` is missing."))
      }
      # check the required field `nodeId`
      if (!is.null(input_json$`nodeId`)) {
        if (!(is.numeric(input_json$`nodeId`) && length(input_json$`nodeId`) == 1)) {
          stop(paste("Error! Invalid data for `nodeId`. Must be an integer:", input_json$`nodeId`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for TaxonomyNodeDataNode: the required field `nodeId` is missing."))
      }
      # check the required field `name`
      if (!is.null(input_json$`name`)) {
        if (!(is.character(input_json$`name`) && length(input_json$`name`) == 1)) {
          stop(paste("Error! Invalid data for `name`. Must be a string:", input_json$`name`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for TaxonomyNodeDataNode: the required field `name` is missing."))
      }
      # check the required field `rank`
      if (!is.null(input_json$`rank`)) {
        if (!(is.character(input_json$`rank`) && length(input_json$`rank`) == 1)) {
          stop(paste("Error! Invalid data for `rank`. Must be a string:", input_json$`rank`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for TaxonomyNodeDataNode: the required field `rank` is missing."))
      }
      # check the required field `detailId`
      if (!is.null(input_json$`detailId`)) {
        if (!(is.character(input_json$`detailId`) && length(input_json$`detailId`) == 1)) {
          stop(paste("Error! Invalid data for `detailId`. Must be a string:", input_json$`detailId`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for TaxonomyNodeDataNode: the required field `detailId` is missing."))
      }
    },

    #' @description
    #' To string (JSON format)
    #'
    #' @return String representation of TaxonomyNodeDataNode
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

      # check if the required `nodeId` is null
      if (is.null(self$`nodeId`)) {
        return(FALSE)
      }

      if (self$`nodeId` < 1) {
        return(FALSE)
      }

      # check if the required `name` is null
      if (is.null(self$`name`)) {
        return(FALSE)
      }

      # check if the required `rank` is null
      if (is.null(self$`rank`)) {
        return(FALSE)
      }

      # check if the required `detailId` is null
      if (is.null(self$`detailId`)) {
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

      # check if the required `nodeId` is null
      if (is.null(self$`nodeId`)) {
        invalid_fields["nodeId"] <- "Non-nullable required field `nodeId` cannot be null."
      }

      if (self$`nodeId` < 1) {
        invalid_fields["nodeId"] <- "Invalid value for `nodeId`, must be bigger than or equal to 1."
      }

      # check if the required `name` is null
      if (is.null(self$`name`)) {
        invalid_fields["name"] <- "Non-nullable required field `name` cannot be null."
      }

      # check if the required `rank` is null
      if (is.null(self$`rank`)) {
        invalid_fields["rank"] <- "Non-nullable required field `rank` cannot be null."
      }

      # check if the required `detailId` is null
      if (is.null(self$`detailId`)) {
        invalid_fields["detailId"] <- "Non-nullable required field `detailId` cannot be null."
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
# TaxonomyNodeDataNode$unlock()
#
## Below is an example to define the print function
# TaxonomyNodeDataNode$set("public", "print", function(...) {
#   print(jsonlite::prettify(self$toJSONString()))
#   invisible(self)
# })
## Uncomment below to lock the class to prevent modifications to the method or field
# TaxonomyNodeDataNode$lock()

