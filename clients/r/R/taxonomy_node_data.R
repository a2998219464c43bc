#' Create a new TaxonomyNodeData
#'
#' @description
#' Node detail. Taxonomy node ids are integers everywhere in this API (tree items and `parentId`, search and typeahead items, `acceptedId`, lineages, node literature `nodeId`, distributions by node, graph `data.taxonId`, search suggestion `nodeId`); this payload alone writes the same id as a decimal string in `node.id`, `node.detailId` and `detail.id`, because the spec's detail table types them so. `node.nodeId` carries it as an integer.
#'
#' @docType class
#' @title TaxonomyNodeData
#' @description TaxonomyNodeData Class
#' @format An \code{R6Class} generator object
#' @field node  \link{TaxonomyNodeDataNode}
#' @field detail  \link{TaxonomyNodeDetail}
#' @importFrom R6 R6Class
#' @importFrom jsonlite fromJSON toJSON
#' @export
TaxonomyNodeData <- R6::R6Class(
  "TaxonomyNodeData",
  public = list(
    `node` = NULL,
    `detail` = NULL,

    #' @description
    #' Initialize a new TaxonomyNodeData class.
    #'
    #' @param node node
    #' @param detail detail
    #' @param ... Other optional arguments.
    initialize = function(`node`, `detail`, ...) {
      if (!missing(`node`)) {
        stopifnot(R6::is.R6(`node`))
        self$`node` <- `node`
      }
      if (!missing(`detail`)) {
        stopifnot(R6::is.R6(`detail`))
        self$`detail` <- `detail`
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
    #' @return TaxonomyNodeData as a base R list.
    #' @examples
    #' # convert array of TaxonomyNodeData (x) to a data frame
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
    #' Convert TaxonomyNodeData to a base R type
    #'
    #' @return A base R type, e.g. a list or numeric/character array.
    toSimpleType = function() {
      TaxonomyNodeDataObject <- list()
      if (!is.null(self$`node`)) {
        TaxonomyNodeDataObject[["node"]] <-
          self$extractSimpleType(self$`node`)
      }
      if (!is.null(self$`detail`)) {
        TaxonomyNodeDataObject[["detail"]] <-
          self$extractSimpleType(self$`detail`)
      }
      return(TaxonomyNodeDataObject)
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
    #' Deserialize JSON string into an instance of TaxonomyNodeData
    #'
    #' @param input_json the JSON input
    #' @return the instance of TaxonomyNodeData
    fromJSON = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      if (!is.null(this_object$`node`)) {
        `node_object` <- TaxonomyNodeDataNode$new()
        `node_object`$fromJSON(jsonlite::toJSON(this_object$`node`, auto_unbox = TRUE, digits = NA))
        self$`node` <- `node_object`
      }
      if (!is.null(this_object$`detail`)) {
        `detail_object` <- TaxonomyNodeDetail$new()
        `detail_object`$fromJSON(jsonlite::toJSON(this_object$`detail`, auto_unbox = TRUE, digits = NA))
        self$`detail` <- `detail_object`
      }
      self
    },

    #' @description
    #' To JSON String
    #' 
    #' @param ... Parameters passed to `jsonlite::toJSON`
    #' @return TaxonomyNodeData in JSON format
    toJSONString = function(...) {
      simple <- self$toSimpleType()
      json <- jsonlite::toJSON(simple, auto_unbox = TRUE, digits = NA, ...)
      return(as.character(jsonlite::minify(json)))
    },

    #' @description
    #' Deserialize JSON string into an instance of TaxonomyNodeData
    #'
    #' @param input_json the JSON input
    #' @return the instance of TaxonomyNodeData
    fromJSONString = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      self$`node` <- TaxonomyNodeDataNode$new()$fromJSON(jsonlite::toJSON(this_object$`node`, auto_unbox = TRUE, digits = NA))
      self$`detail` <- TaxonomyNodeDetail$new()$fromJSON(jsonlite::toJSON(this_object$`detail`, auto_unbox = TRUE, digits = NA))
      self
    },

    #' @description
    #' Validate JSON input with respect to TaxonomyNodeData and throw an exception if invalid
    #'
    #' @param input the JSON input
    validateJSON = function(input) {
      input_json <- jsonlite::fromJSON(input)
      # check the required field `node`
      if (!is.null(input_json$`node`)) {
        stopifnot(R6::is.R6(input_json$`node`))
      } else {
        stop(paste("The JSON input `", input, "` is invalid for TaxonomyNodeData: the required field `node` is missing."))
      }
      # check the required field `detail`
      if (!is.null(input_json$`detail`)) {
        stopifnot(R6::is.R6(input_json$`detail`))
      } else {
        stop(paste("The JSON input `", input, "` is invalid for TaxonomyNodeData: the required field `detail` is missing."))
      }
    },

    #' @description
    #' To string (JSON format)
    #'
    #' @return String representation of TaxonomyNodeData
    toString = function() {
      self$toJSONString()
    },

    #' @description
    #' Return true if the values in all fields are valid.
    #'
    #' @return true if the values in all fields are valid.
    isValid = function() {
      # check if the required `node` is null
      if (is.null(self$`node`)) {
        return(FALSE)
      }

      # check if the required `detail` is null
      if (is.null(self$`detail`)) {
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
      # check if the required `node` is null
      if (is.null(self$`node`)) {
        invalid_fields["node"] <- "Non-nullable required field `node` cannot be null."
      }

      # check if the required `detail` is null
      if (is.null(self$`detail`)) {
        invalid_fields["detail"] <- "Non-nullable required field `detail` cannot be null."
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
# TaxonomyNodeData$unlock()
#
## Below is an example to define the print function
# TaxonomyNodeData$set("public", "print", function(...) {
#   print(jsonlite::prettify(self$toJSONString()))
#   invisible(self)
# })
## Uncomment below to lock the class to prevent modifications to the method or field
# TaxonomyNodeData$lock()

