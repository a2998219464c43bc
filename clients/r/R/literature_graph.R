#' Create a new LiteratureGraph
#'
#' @description
#' Graph of taxa and publications linked to the node.
#'
#' @docType class
#' @title LiteratureGraph
#' @description LiteratureGraph Class
#' @format An \code{R6Class} generator object
#' @field nodes  list(\link{GraphNode})
#' @field edges  list(\link{GraphEdge})
#' @importFrom R6 R6Class
#' @importFrom jsonlite fromJSON toJSON
#' @export
LiteratureGraph <- R6::R6Class(
  "LiteratureGraph",
  public = list(
    `nodes` = NULL,
    `edges` = NULL,

    #' @description
    #' Initialize a new LiteratureGraph class.
    #'
    #' @param nodes nodes
    #' @param edges edges
    #' @param ... Other optional arguments.
    initialize = function(`nodes`, `edges`, ...) {
      if (!missing(`nodes`)) {
        stopifnot(is.vector(`nodes`), length(`nodes`) != 0)
        sapply(`nodes`, function(x) stopifnot(R6::is.R6(x)))
        self$`nodes` <- `nodes`
      }
      if (!missing(`edges`)) {
        stopifnot(is.vector(`edges`), length(`edges`) != 0)
        sapply(`edges`, function(x) stopifnot(R6::is.R6(x)))
        self$`edges` <- `edges`
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
    #' @return LiteratureGraph as a base R list.
    #' @examples
    #' # convert array of LiteratureGraph (x) to a data frame
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
    #' Convert LiteratureGraph to a base R type
    #'
    #' @return A base R type, e.g. a list or numeric/character array.
    toSimpleType = function() {
      LiteratureGraphObject <- list()
      if (!is.null(self$`nodes`)) {
        LiteratureGraphObject[["nodes"]] <-
          self$extractSimpleType(self$`nodes`)
      }
      if (!is.null(self$`edges`)) {
        LiteratureGraphObject[["edges"]] <-
          self$extractSimpleType(self$`edges`)
      }
      return(LiteratureGraphObject)
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
    #' Deserialize JSON string into an instance of LiteratureGraph
    #'
    #' @param input_json the JSON input
    #' @return the instance of LiteratureGraph
    fromJSON = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      if (!is.null(this_object$`nodes`)) {
        self$`nodes` <- ApiClient$new()$deserializeObj(this_object$`nodes`, "array[GraphNode]", loadNamespace("lepidoptera"))
      }
      if (!is.null(this_object$`edges`)) {
        self$`edges` <- ApiClient$new()$deserializeObj(this_object$`edges`, "array[GraphEdge]", loadNamespace("lepidoptera"))
      }
      self
    },

    #' @description
    #' To JSON String
    #' 
    #' @param ... Parameters passed to `jsonlite::toJSON`
    #' @return LiteratureGraph in JSON format
    toJSONString = function(...) {
      simple <- self$toSimpleType()
      json <- jsonlite::toJSON(simple, auto_unbox = TRUE, digits = NA, ...)
      return(as.character(jsonlite::minify(json)))
    },

    #' @description
    #' Deserialize JSON string into an instance of LiteratureGraph
    #'
    #' @param input_json the JSON input
    #' @return the instance of LiteratureGraph
    fromJSONString = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      self$`nodes` <- ApiClient$new()$deserializeObj(this_object$`nodes`, "array[GraphNode]", loadNamespace("lepidoptera"))
      self$`edges` <- ApiClient$new()$deserializeObj(this_object$`edges`, "array[GraphEdge]", loadNamespace("lepidoptera"))
      self
    },

    #' @description
    #' Validate JSON input with respect to LiteratureGraph and throw an exception if invalid
    #'
    #' @param input the JSON input
    validateJSON = function(input) {
      input_json <- jsonlite::fromJSON(input)
      # check the required field `nodes`
      if (!is.null(input_json$`nodes`)) {
        stopifnot(is.vector(input_json$`nodes`), length(input_json$`nodes`) != 0)
        tmp <- sapply(input_json$`nodes`, function(x) stopifnot(R6::is.R6(x)))
      } else {
        stop(paste("The JSON input `", input, "` is invalid for LiteratureGraph: the required field `nodes` is missing."))
      }
      # check the required field `edges`
      if (!is.null(input_json$`edges`)) {
        stopifnot(is.vector(input_json$`edges`), length(input_json$`edges`) != 0)
        tmp <- sapply(input_json$`edges`, function(x) stopifnot(R6::is.R6(x)))
      } else {
        stop(paste("The JSON input `", input, "` is invalid for LiteratureGraph: the required field `edges` is missing."))
      }
    },

    #' @description
    #' To string (JSON format)
    #'
    #' @return String representation of LiteratureGraph
    toString = function() {
      self$toJSONString()
    },

    #' @description
    #' Return true if the values in all fields are valid.
    #'
    #' @return true if the values in all fields are valid.
    isValid = function() {
      # check if the required `nodes` is null
      if (is.null(self$`nodes`)) {
        return(FALSE)
      }

      # check if the required `edges` is null
      if (is.null(self$`edges`)) {
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
      # check if the required `nodes` is null
      if (is.null(self$`nodes`)) {
        invalid_fields["nodes"] <- "Non-nullable required field `nodes` cannot be null."
      }

      # check if the required `edges` is null
      if (is.null(self$`edges`)) {
        invalid_fields["edges"] <- "Non-nullable required field `edges` cannot be null."
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
# LiteratureGraph$unlock()
#
## Below is an example to define the print function
# LiteratureGraph$set("public", "print", function(...) {
#   print(jsonlite::prettify(self$toJSONString()))
#   invisible(self)
# })
## Uncomment below to lock the class to prevent modifications to the method or field
# LiteratureGraph$lock()

