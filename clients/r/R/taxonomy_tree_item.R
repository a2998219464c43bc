#' Create a new TaxonomyTreeItem
#'
#' @description
#' TaxonomyTreeItem Class
#'
#' @docType class
#' @title TaxonomyTreeItem
#' @description TaxonomyTreeItem Class
#' @format An \code{R6Class} generator object
#' @field id Node id (an integer, as everywhere in the API), used as `parentId` and as the path's `nodeId`. integer
#' @field name  character
#' @field rank Taxonomic rank (Lepitaxa ranks, e.g. `order`, `superfamily`, `family`, `genus`, `species`). character
#' @field depth Depth in the tree (a root has depth 1). integer
#' @field childCount  integer
#' @field hasDetail Whether a detail payload exists. character
#' @importFrom R6 R6Class
#' @importFrom jsonlite fromJSON toJSON
#' @export
TaxonomyTreeItem <- R6::R6Class(
  "TaxonomyTreeItem",
  public = list(
    `id` = NULL,
    `name` = NULL,
    `rank` = NULL,
    `depth` = NULL,
    `childCount` = NULL,
    `hasDetail` = NULL,

    #' @description
    #' Initialize a new TaxonomyTreeItem class.
    #'
    #' @param id Node id (an integer, as everywhere in the API), used as `parentId` and as the path's `nodeId`.
    #' @param name name
    #' @param rank Taxonomic rank (Lepitaxa ranks, e.g. `order`, `superfamily`, `family`, `genus`, `species`).
    #' @param depth Depth in the tree (a root has depth 1).
    #' @param childCount childCount
    #' @param hasDetail Whether a detail payload exists.
    #' @param ... Other optional arguments.
    initialize = function(`id`, `name`, `rank`, `depth`, `childCount`, `hasDetail`, ...) {
      if (!missing(`id`)) {
        if (!(is.numeric(`id`) && length(`id`) == 1)) {
          stop(paste("Error! Invalid data for `id`. Must be an integer:", `id`))
        }
        self$`id` <- `id`
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
      if (!missing(`depth`)) {
        if (!(is.numeric(`depth`) && length(`depth`) == 1)) {
          stop(paste("Error! Invalid data for `depth`. Must be an integer:", `depth`))
        }
        self$`depth` <- `depth`
      }
      if (!missing(`childCount`)) {
        if (!(is.numeric(`childCount`) && length(`childCount`) == 1)) {
          stop(paste("Error! Invalid data for `childCount`. Must be an integer:", `childCount`))
        }
        self$`childCount` <- `childCount`
      }
      if (!missing(`hasDetail`)) {
        if (!(is.logical(`hasDetail`) && length(`hasDetail`) == 1)) {
          stop(paste("Error! Invalid data for `hasDetail`. Must be a boolean:", `hasDetail`))
        }
        self$`hasDetail` <- `hasDetail`
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
    #' @return TaxonomyTreeItem as a base R list.
    #' @examples
    #' # convert array of TaxonomyTreeItem (x) to a data frame
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
    #' Convert TaxonomyTreeItem to a base R type
    #'
    #' @return A base R type, e.g. a list or numeric/character array.
    toSimpleType = function() {
      TaxonomyTreeItemObject <- list()
      if (!is.null(self$`id`)) {
        TaxonomyTreeItemObject[["id"]] <-
          self$`id`
      }
      if (!is.null(self$`name`)) {
        TaxonomyTreeItemObject[["name"]] <-
          self$`name`
      }
      if (!is.null(self$`rank`)) {
        TaxonomyTreeItemObject[["rank"]] <-
          self$`rank`
      }
      if (!is.null(self$`depth`)) {
        TaxonomyTreeItemObject[["depth"]] <-
          self$`depth`
      }
      if (!is.null(self$`childCount`)) {
        TaxonomyTreeItemObject[["childCount"]] <-
          self$`childCount`
      }
      if (!is.null(self$`hasDetail`)) {
        TaxonomyTreeItemObject[["hasDetail"]] <-
          self$`hasDetail`
      }
      return(TaxonomyTreeItemObject)
    },

    #' @description
    #' Deserialize JSON string into an instance of TaxonomyTreeItem
    #'
    #' @param input_json the JSON input
    #' @return the instance of TaxonomyTreeItem
    fromJSON = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      if (!is.null(this_object$`id`)) {
        self$`id` <- this_object$`id`
      }
      if (!is.null(this_object$`name`)) {
        self$`name` <- this_object$`name`
      }
      if (!is.null(this_object$`rank`)) {
        self$`rank` <- this_object$`rank`
      }
      if (!is.null(this_object$`depth`)) {
        self$`depth` <- this_object$`depth`
      }
      if (!is.null(this_object$`childCount`)) {
        self$`childCount` <- this_object$`childCount`
      }
      if (!is.null(this_object$`hasDetail`)) {
        self$`hasDetail` <- this_object$`hasDetail`
      }
      self
    },

    #' @description
    #' To JSON String
    #' 
    #' @param ... Parameters passed to `jsonlite::toJSON`
    #' @return TaxonomyTreeItem in JSON format
    toJSONString = function(...) {
      simple <- self$toSimpleType()
      json <- jsonlite::toJSON(simple, auto_unbox = TRUE, digits = NA, ...)
      return(as.character(jsonlite::minify(json)))
    },

    #' @description
    #' Deserialize JSON string into an instance of TaxonomyTreeItem
    #'
    #' @param input_json the JSON input
    #' @return the instance of TaxonomyTreeItem
    fromJSONString = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      self$`id` <- this_object$`id`
      self$`name` <- this_object$`name`
      self$`rank` <- this_object$`rank`
      self$`depth` <- this_object$`depth`
      self$`childCount` <- this_object$`childCount`
      self$`hasDetail` <- this_object$`hasDetail`
      self
    },

    #' @description
    #' Validate JSON input with respect to TaxonomyTreeItem and throw an exception if invalid
    #'
    #' @param input the JSON input
    validateJSON = function(input) {
      input_json <- jsonlite::fromJSON(input)
      # check the required field `id`
      if (!is.null(input_json$`id`)) {
        if (!(is.numeric(input_json$`id`) && length(input_json$`id`) == 1)) {
          stop(paste("Error! Invalid data for `id`. Must be an integer:", input_json$`id`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for TaxonomyTreeItem: the required field `id` is missing."))
      }
      # check the required field `name`
      if (!is.null(input_json$`name`)) {
        if (!(is.character(input_json$`name`) && length(input_json$`name`) == 1)) {
          stop(paste("Error! Invalid data for `name`. Must be a string:", input_json$`name`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for TaxonomyTreeItem: the required field `name` is missing."))
      }
      # check the required field `rank`
      if (!is.null(input_json$`rank`)) {
        if (!(is.character(input_json$`rank`) && length(input_json$`rank`) == 1)) {
          stop(paste("Error! Invalid data for `rank`. Must be a string:", input_json$`rank`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for TaxonomyTreeItem: the required field `rank` is missing."))
      }
      # check the required field `depth`
      if (!is.null(input_json$`depth`)) {
        if (!(is.numeric(input_json$`depth`) && length(input_json$`depth`) == 1)) {
          stop(paste("Error! Invalid data for `depth`. Must be an integer:", input_json$`depth`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for TaxonomyTreeItem: the required field `depth` is missing."))
      }
      # check the required field `childCount`
      if (!is.null(input_json$`childCount`)) {
        if (!(is.numeric(input_json$`childCount`) && length(input_json$`childCount`) == 1)) {
          stop(paste("Error! Invalid data for `childCount`. Must be an integer:", input_json$`childCount`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for TaxonomyTreeItem: the required field `childCount` is missing."))
      }
      # check the required field `hasDetail`
      if (!is.null(input_json$`hasDetail`)) {
        if (!(is.logical(input_json$`hasDetail`) && length(input_json$`hasDetail`) == 1)) {
          stop(paste("Error! Invalid data for `hasDetail`. Must be a boolean:", input_json$`hasDetail`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for TaxonomyTreeItem: the required field `hasDetail` is missing."))
      }
    },

    #' @description
    #' To string (JSON format)
    #'
    #' @return String representation of TaxonomyTreeItem
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

      if (self$`id` < 1) {
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

      # check if the required `depth` is null
      if (is.null(self$`depth`)) {
        return(FALSE)
      }

      if (self$`depth` < 1) {
        return(FALSE)
      }

      # check if the required `childCount` is null
      if (is.null(self$`childCount`)) {
        return(FALSE)
      }

      if (self$`childCount` < 0) {
        return(FALSE)
      }

      # check if the required `hasDetail` is null
      if (is.null(self$`hasDetail`)) {
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

      if (self$`id` < 1) {
        invalid_fields["id"] <- "Invalid value for `id`, must be bigger than or equal to 1."
      }

      # check if the required `name` is null
      if (is.null(self$`name`)) {
        invalid_fields["name"] <- "Non-nullable required field `name` cannot be null."
      }

      # check if the required `rank` is null
      if (is.null(self$`rank`)) {
        invalid_fields["rank"] <- "Non-nullable required field `rank` cannot be null."
      }

      # check if the required `depth` is null
      if (is.null(self$`depth`)) {
        invalid_fields["depth"] <- "Non-nullable required field `depth` cannot be null."
      }

      if (self$`depth` < 1) {
        invalid_fields["depth"] <- "Invalid value for `depth`, must be bigger than or equal to 1."
      }

      # check if the required `childCount` is null
      if (is.null(self$`childCount`)) {
        invalid_fields["childCount"] <- "Non-nullable required field `childCount` cannot be null."
      }

      if (self$`childCount` < 0) {
        invalid_fields["childCount"] <- "Invalid value for `childCount`, must be bigger than or equal to 0."
      }

      # check if the required `hasDetail` is null
      if (is.null(self$`hasDetail`)) {
        invalid_fields["hasDetail"] <- "Non-nullable required field `hasDetail` cannot be null."
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
# TaxonomyTreeItem$unlock()
#
## Below is an example to define the print function
# TaxonomyTreeItem$set("public", "print", function(...) {
#   print(jsonlite::prettify(self$toJSONString()))
#   invisible(self)
# })
## Uncomment below to lock the class to prevent modifications to the method or field
# TaxonomyTreeItem$lock()

