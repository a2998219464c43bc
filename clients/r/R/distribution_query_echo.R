#' Create a new DistributionQueryEcho
#'
#' @description
#' The applied filters.
#'
#' @docType class
#' @title DistributionQueryEcho
#' @description DistributionQueryEcho Class
#' @format An \code{R6Class} generator object
#' @field q  character
#' @field source  character
#' @field hasCoordinate  character
#' @importFrom R6 R6Class
#' @importFrom jsonlite fromJSON toJSON
#' @export
DistributionQueryEcho <- R6::R6Class(
  "DistributionQueryEcho",
  public = list(
    `q` = NULL,
    `source` = NULL,
    `hasCoordinate` = NULL,

    #' @description
    #' Initialize a new DistributionQueryEcho class.
    #'
    #' @param q q
    #' @param source source
    #' @param hasCoordinate hasCoordinate
    #' @param ... Other optional arguments.
    initialize = function(`q`, `source`, `hasCoordinate`, ...) {
      if (!missing(`q`)) {
        if (!(is.character(`q`) && length(`q`) == 1)) {
          stop(paste("Error! Invalid data for `q`. Must be a string:", `q`))
        }
        self$`q` <- `q`
      }
      if (!missing(`source`)) {
        if (!(`source` %in% c("iodatabase", "gbif", "sierra-nevada-monitoring", "nichebarcoding", "nef-norway", "larsen-shirey"))) {
          stop(paste("Error! \"", `source`, "\" cannot be assigned to `source`. Must be \"iodatabase\", \"gbif\", \"sierra-nevada-monitoring\", \"nichebarcoding\", \"nef-norway\", \"larsen-shirey\".", sep = ""))
        }
        if (!(is.character(`source`) && length(`source`) == 1)) {
          stop(paste("Error! Invalid data for `source`. Must be a string:", `source`))
        }
        self$`source` <- `source`
      }
      if (!missing(`hasCoordinate`)) {
        if (!(is.logical(`hasCoordinate`) && length(`hasCoordinate`) == 1)) {
          stop(paste("Error! Invalid data for `hasCoordinate`. Must be a boolean:", `hasCoordinate`))
        }
        self$`hasCoordinate` <- `hasCoordinate`
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
    #' @return DistributionQueryEcho as a base R list.
    #' @examples
    #' # convert array of DistributionQueryEcho (x) to a data frame
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
    #' Convert DistributionQueryEcho to a base R type
    #'
    #' @return A base R type, e.g. a list or numeric/character array.
    toSimpleType = function() {
      DistributionQueryEchoObject <- list()
      if (!is.null(self$`q`)) {
        DistributionQueryEchoObject[["q"]] <-
          self$`q`
      }
      if (!is.null(self$`source`)) {
        DistributionQueryEchoObject[["source"]] <-
          self$`source`
      }
      if (!is.null(self$`hasCoordinate`)) {
        DistributionQueryEchoObject[["hasCoordinate"]] <-
          self$`hasCoordinate`
      }
      return(DistributionQueryEchoObject)
    },

    #' @description
    #' Deserialize JSON string into an instance of DistributionQueryEcho
    #'
    #' @param input_json the JSON input
    #' @return the instance of DistributionQueryEcho
    fromJSON = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      if (!is.null(this_object$`q`)) {
        self$`q` <- this_object$`q`
      }
      if (!is.null(this_object$`source`)) {
        if (!is.null(this_object$`source`) && !(this_object$`source` %in% c("iodatabase", "gbif", "sierra-nevada-monitoring", "nichebarcoding", "nef-norway", "larsen-shirey"))) {
          stop(paste("Error! \"", this_object$`source`, "\" cannot be assigned to `source`. Must be \"iodatabase\", \"gbif\", \"sierra-nevada-monitoring\", \"nichebarcoding\", \"nef-norway\", \"larsen-shirey\".", sep = ""))
        }
        self$`source` <- this_object$`source`
      }
      if (!is.null(this_object$`hasCoordinate`)) {
        self$`hasCoordinate` <- this_object$`hasCoordinate`
      }
      self
    },

    #' @description
    #' To JSON String
    #' 
    #' @param ... Parameters passed to `jsonlite::toJSON`
    #' @return DistributionQueryEcho in JSON format
    toJSONString = function(...) {
      simple <- self$toSimpleType()
      json <- jsonlite::toJSON(simple, auto_unbox = TRUE, digits = NA, ...)
      return(as.character(jsonlite::minify(json)))
    },

    #' @description
    #' Deserialize JSON string into an instance of DistributionQueryEcho
    #'
    #' @param input_json the JSON input
    #' @return the instance of DistributionQueryEcho
    fromJSONString = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      self$`q` <- this_object$`q`
      if (!is.null(this_object$`source`) && !(this_object$`source` %in% c("iodatabase", "gbif", "sierra-nevada-monitoring", "nichebarcoding", "nef-norway", "larsen-shirey"))) {
        stop(paste("Error! \"", this_object$`source`, "\" cannot be assigned to `source`. Must be \"iodatabase\", \"gbif\", \"sierra-nevada-monitoring\", \"nichebarcoding\", \"nef-norway\", \"larsen-shirey\".", sep = ""))
      }
      self$`source` <- this_object$`source`
      self$`hasCoordinate` <- this_object$`hasCoordinate`
      self
    },

    #' @description
    #' Validate JSON input with respect to DistributionQueryEcho and throw an exception if invalid
    #'
    #' @param input the JSON input
    validateJSON = function(input) {
      input_json <- jsonlite::fromJSON(input)
      # check the required field `q`
      if (!is.null(input_json$`q`)) {
        if (!(is.character(input_json$`q`) && length(input_json$`q`) == 1)) {
          stop(paste("Error! Invalid data for `q`. Must be a string:", input_json$`q`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for DistributionQueryEcho: the required field `q` is missing."))
      }
      # check the required field `source`
      if (!is.null(input_json$`source`)) {
        if (!(is.character(input_json$`source`) && length(input_json$`source`) == 1)) {
          stop(paste("Error! Invalid data for `source`. Must be a string:", input_json$`source`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for DistributionQueryEcho: the required field `source` is missing."))
      }
      # check the required field `hasCoordinate`
      if (!is.null(input_json$`hasCoordinate`)) {
        if (!(is.logical(input_json$`hasCoordinate`) && length(input_json$`hasCoordinate`) == 1)) {
          stop(paste("Error! Invalid data for `hasCoordinate`. Must be a boolean:", input_json$`hasCoordinate`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for DistributionQueryEcho: the required field `hasCoordinate` is missing."))
      }
    },

    #' @description
    #' To string (JSON format)
    #'
    #' @return String representation of DistributionQueryEcho
    toString = function() {
      self$toJSONString()
    },

    #' @description
    #' Return true if the values in all fields are valid.
    #'
    #' @return true if the values in all fields are valid.
    isValid = function() {
      TRUE
    },

    #' @description
    #' Return a list of invalid fields (if any).
    #'
    #' @return A list of invalid fields (if any).
    getInvalidFields = function() {
      invalid_fields <- list()
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
# DistributionQueryEcho$unlock()
#
## Below is an example to define the print function
# DistributionQueryEcho$set("public", "print", function(...) {
#   print(jsonlite::prettify(self$toJSONString()))
#   invisible(self)
# })
## Uncomment below to lock the class to prevent modifications to the method or field
# DistributionQueryEcho$lock()

